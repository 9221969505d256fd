//! An interaction's token lasts 15 minutes ("Interaction tokens are valid
//! for 15 minutes",
//! <https://discord.com/developers/docs/interactions/receiving-and-responding#followup-messages>;
//! the fake then answers 401, code 50027). An answer that comes later (the
//! computer's, held on the CPU pool past that) never uses the dead token: in
//! a server's install it is posted in the channel; in a group DM through a
//! user's install, where only the interaction reaches the channel, nothing
//! is sent with it.
//!
//! A token is a credential while it lasts: no log line ever holds one, not
//! even the address of a follow-up that failed on the way.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::time::Duration;

use lyngk::engine::Action;
use lyngk::service::pool::PoolConfig;
use tokio::sync::mpsc;

use crate::common::fake_discord::{FakeConfig, FakeUser, Fault, InteractionCallback, Opt};
use crate::common::logs::lines;
use crate::common::{Harness, WAIT, alice, in_group_dm};
use crate::support::{first_move, move_first_in, play_ai_in, position_of_history};

/// Longer than an interaction's token lasts.
const PAST_A_TOKEN: Duration = Duration::from_secs(16 * 60);

/// A group DM between alice and others, where only her install of the app
/// reaches.
const GROUP_DM: u64 = 8_300_000_000_000_000_021;

/// Holds the first search it sees once armed, until opened.
#[derive(Default)]
struct Hold {
    armed: AtomicBool,
    open: Mutex<bool>,
    opened: Condvar,
}

impl Hold {
    /// The pool's hook: a search starts.
    fn starts(&self, started: &mpsc::UnboundedSender<()>) {
        if !self.armed.swap(false, Ordering::SeqCst) {
            return;
        }
        let _ = started.send(());
        let mut open = self.open.lock().unwrap();
        while !*open {
            open = self.opened.wait(open).unwrap();
        }
    }

    fn arm(&self) {
        self.armed.store(true, Ordering::SeqCst);
    }

    fn open(&self) {
        *self.open.lock().unwrap() = true;
        self.opened.notify_all();
    }
}

/// A bot whose next search, once the hold is armed, waits until opened;
/// and the starts of held searches.
async fn holding() -> (Harness, Arc<Hold>, mpsc::UnboundedReceiver<()>) {
    let mut h = Harness::without_bot(FakeConfig::default()).await;
    let hold = Arc::new(Hold::default());
    let (started_tx, started) = mpsc::unbounded_channel();
    let hook = Arc::clone(&hold);
    h.service_options.pool = PoolConfig {
        before_search: Some(Arc::new(move || hook.starts(&started_tx))),
        ..PoolConfig::default()
    };
    h.start_bot().await;
    (h, hold, started)
}

/// Once the computer's search (for the move just answered) is held: the
/// bot's clock and Discord's both move past the move's token, then the
/// search goes on.
async fn outlive_the_token(h: &Harness, hold: &Hold, started: &mut mpsc::UnboundedReceiver<()>) {
    tokio::time::timeout(WAIT, started.recv())
        .await
        .expect("the computer's search starts")
        .expect("the hook is alive");
    h.clock.advance(PAST_A_TOKEN);
    h.fake.age_tokens(PAST_A_TOKEN);
    hold.open();
}

/// The requests made with the token of interaction `answer` through its
/// webhook (follow-ups, edits, reads), refused or not.
fn token_requests(h: &Harness, answer: &InteractionCallback) -> Vec<String> {
    let state = h.fake.state();
    let token = state.interactions[&answer.interaction_id]["token"]
        .as_str()
        .expect("a token")
        .to_owned();
    state
        .requests
        .iter()
        .filter(|r| r.path.starts_with("/webhooks/") && r.path.contains(&token))
        .map(|r| format!("{} {} -> {}", r.method, r.path, r.status))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn in_a_server_the_computers_answer_past_the_token_goes_to_the_channel() {
    let (h, hold, mut started) = holding().await;
    let alice = alice();
    let channel = h.fake.config().channel_id;
    play_ai_in(&h, channel, &alice, 0).await;
    let before = h.fake.channel_messages().len();
    hold.arm();
    let (answer, _, _) = move_first_in(&h, channel, &alice).await;
    assert!(
        answer.content().unwrap_or_default().contains("is thinking"),
        "{:?}",
        answer.content()
    );
    outlive_the_token(&h, &hold, &mut started).await;

    let posted = h
        .fake
        .wait_for_channel_messages(before + 1, WAIT)
        .await
        .expect("the computer's answer in the channel");
    let text = posted[before].content().unwrap_or_default();
    assert!(text.contains("The computer (easy) answers"), "{text}");
    assert!(text.contains(&format!("<@{}>", alice.id)), "{text}");
    assert_eq!(
        token_requests(&h, &answer),
        Vec::<String>::new(),
        "nothing asked with the expired token"
    );
    // No 401 (50027) either: `finish` checks that Discord refused nothing.
    h.finish().await;
}

/// `/lyngk <sub>` by `user` in the group DM, through alice's install.
async fn in_the_group_dm(
    h: &Harness,
    user: &FakeUser,
    sub: &str,
    options: Vec<Opt>,
) -> InteractionCallback {
    let interaction = h
        .fake
        .command_interaction(user, "lyngk", &[Opt::sub(sub, options)]);
    h.send(in_group_dm(interaction, GROUP_DM, alice().id)).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn in_a_group_dm_the_computers_answer_past_the_token_is_not_sent_with_it() {
    let (h, hold, mut started) = holding().await;
    let alice = alice();
    let begun = in_the_group_dm(&h, &alice, "play-ai", vec![Opt::integer("level", 0)]).await;
    if begun
        .content()
        .unwrap_or_default()
        .contains("the computer moves first")
    {
        h.followup(&begun, 1).await;
    }
    let history = in_the_group_dm(&h, &alice, "history", vec![]).await;
    let Action::Move(m) = first_move(&position_of_history(&history)) else {
        unreachable!("first_move finds a move")
    };
    hold.arm();
    let answer = in_the_group_dm(
        &h,
        &alice,
        "move",
        vec![
            Opt::string("from", &m.from.to_string()),
            Opt::string("to", &m.to.to_string()),
        ],
    )
    .await;
    assert!(
        answer.content().unwrap_or_default().contains("is thinking"),
        "{:?}",
        answer.content()
    );
    outlive_the_token(&h, &hold, &mut started).await;

    // The answer is kept (and said in the log): nothing else can reach the
    // group DM now.
    let deadline = tokio::time::Instant::now() + WAIT;
    while !lines().iter().any(|l| {
        l.message.contains("after its interaction's token expired")
            && l.span_field("channel") == Some(GROUP_DM.to_string().as_str())
    }) {
        assert!(
            tokio::time::Instant::now() < deadline,
            "the computer's answer was not kept"
        );
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    assert_eq!(
        token_requests(&h, &answer),
        Vec::<String>::new(),
        "nothing asked with the expired token"
    );
    assert_eq!(
        h.fake
            .state()
            .channel_endpoint_calls()
            .iter()
            .map(|r| format!("{} {} -> {}", r.method, r.path, r.status))
            .collect::<Vec<_>>(),
        Vec::<String>::new(),
        "no channel endpoint"
    );
    // The group DM's next interaction, with a token of its own, shows it:
    // the computer's turn, pinging alice.
    let next = in_the_group_dm(&h, &alice, "history", vec![]).await;
    let shown = h.followup(&next, 1).await;
    let text = shown.content().unwrap_or_default();
    assert!(text.contains(&format!("<@{}>", alice.id)), "{text}");
    assert_eq!(
        token_requests(&h, &answer),
        Vec::<String>::new(),
        "still nothing asked with the expired token"
    );
    h.finish().await;
}

/// A group DM of its own, for the follow-up lost on the network.
const NETWORK_DM: u64 = 8_300_000_000_000_000_022;

/// The tokens of every interaction the fake sent.
fn tokens_sent(h: &Harness) -> Vec<String> {
    h.fake
        .state()
        .interactions
        .values()
        .filter_map(|i| i["token"].as_str().map(str::to_owned))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_follow_up_lost_on_the_network_is_logged_without_its_token() {
    let h = Harness::start().await;
    let alice = alice();
    let send = |sub: &str, options: Vec<Opt>| {
        let interaction = h
            .fake
            .command_interaction(&alice, "lyngk", &[Opt::sub(sub, options)]);
        h.send(in_group_dm(interaction, NETWORK_DM, alice.id))
    };
    let begun = send("play-ai", vec![Opt::integer("level", 0)]).await;
    if begun
        .content()
        .unwrap_or_default()
        .contains("the computer moves first")
    {
        h.followup(&begun, 1).await;
    }
    let history = send("history", vec![]).await;
    let Action::Move(m) = first_move(&position_of_history(&history)) else {
        unreachable!("first_move finds a move")
    };
    // The computer's answer, a follow-up, never reaches Discord: each try's
    // connection is closed unanswered.
    h.fake
        .inject(Fault::followups(Fault::HANG_UP, lyngk::discord::ATTEMPTS));
    let answer = send(
        "move",
        vec![
            Opt::string("from", &m.from.to_string()),
            Opt::string("to", &m.to.to_string()),
        ],
    )
    .await;
    assert!(!answer.is_ephemeral(), "{:?}", answer.content());

    // The failure is logged in the interaction's span, naming the call that
    // failed.
    let deadline = tokio::time::Instant::now() + WAIT;
    let failure = loop {
        let failed = lines().into_iter().find(|l| {
            l.level == tracing::Level::ERROR
                && l.span_field("channel") == Some(NETWORK_DM.to_string().as_str())
        });
        if let Some(line) = failed {
            break line;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "the lost follow-up is not logged"
        );
        tokio::time::sleep(Duration::from_millis(5)).await;
    };
    let hung_up = h
        .fake
        .state()
        .requests
        .iter()
        .filter(|r| r.status == Fault::HANG_UP)
        .count();
    assert!(hung_up >= 1, "the follow-up was sent and dropped");
    let webhook = format!("/webhooks/{}/", h.fake.config().application_id);
    assert!(
        failure.message.contains(&webhook),
        "the failed call is named: {}",
        failure.message
    );

    // No line the bot logged holds a token of any interaction sent (the
    // fake's own lines, of this test or of others in the process, may).
    let tokens = tokens_sent(&h);
    assert!(tokens.len() >= 3, "{tokens:?}");
    for line in lines()
        .into_iter()
        .filter(|l| !l.target.contains("fake_discord"))
    {
        let text = format!("{} {:?} {:?}", line.message, line.fields, line.spans);
        for token in &tokens {
            assert!(!text.contains(token.as_str()), "a token in the log: {text}");
        }
    }
    h.finish().await;
}
