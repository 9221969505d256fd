//! Playing by clicking: the Move button under every turn's message and the
//! board, the menus of movable stacks (split by columns past 25) and of
//! landing points (LYNGK chains with their path, a landing that needs a
//! claim naming it), the claim buttons; a whole game played only so; a
//! stale menu refused; menus used across a restart and in a thread.

use std::collections::BTreeSet;
use std::sync::atomic::{AtomicU64, Ordering};

use lyngk::engine::{Action, Color, Move, Player, Point, Position};
use serde_json::Value;

use crate::common::fake_discord::payloads::message_json;
use crate::common::fake_discord::{FakeUser, InteractionCallback, Opt};
use crate::common::game::Game;
use crate::common::plan::{PlannedTurn, plan_game_with_claimed_chain};
use crate::common::{Harness, WAIT, alice, allowed_users, bob, carol, in_channel};
use crate::support::position_in;

/// A select menu as the bot drew it.
#[derive(Clone, Debug)]
struct SeenMenu {
    id: String,
    placeholder: String,
    /// (label, value, description)
    options: Vec<(String, String, Option<String>)>,
}

impl SeenMenu {
    fn values(&self) -> Vec<String> {
        self.options.iter().map(|o| o.1.clone()).collect()
    }
}

/// The components of `kind` (2 buttons, 3 string selects) of an answer.
fn components(answer: &InteractionCallback, kind: u64) -> Vec<Value> {
    answer.data["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter(|c| c["type"] == kind)
        .collect()
}

fn menus(answer: &InteractionCallback) -> Vec<SeenMenu> {
    components(answer, 3)
        .into_iter()
        .map(|m| SeenMenu {
            id: m["custom_id"].as_str().unwrap().to_owned(),
            placeholder: m["placeholder"].as_str().unwrap_or_default().to_owned(),
            options: m["options"]
                .as_array()
                .unwrap()
                .iter()
                .map(|o| {
                    (
                        o["label"].as_str().unwrap().to_owned(),
                        o["value"].as_str().unwrap().to_owned(),
                        o["description"].as_str().map(str::to_owned),
                    )
                })
                .collect(),
        })
        .collect()
}

/// (custom id, label) of the buttons of an answer.
fn buttons(answer: &InteractionCallback) -> Vec<(String, String)> {
    components(answer, 2)
        .into_iter()
        .map(|b| {
            (
                b["custom_id"].as_str().unwrap_or_default().to_owned(),
                b["label"].as_str().unwrap_or_default().to_owned(),
            )
        })
        .collect()
}

/// The id of an answer's Move button.
pub(crate) fn move_button(answer: &InteractionCallback) -> String {
    let ids = answer.custom_ids();
    ids.iter()
        .find(|id| id.starts_with("lyngk:move:"))
        .cloned()
        .unwrap_or_else(|| panic!("a Move button among {ids:?}: {:?}", answer.content()))
}

static MESSAGE_IDS: AtomicU64 = AtomicU64::new(9_100_000_000_000_000_000);

/// The answer as a message of `channel` (to click on).
pub(crate) fn shown_in(h: &Harness, answer: &InteractionCallback, channel: u64) -> Value {
    let id = MESSAGE_IDS.fetch_add(1, Ordering::Relaxed);
    message_json(
        id,
        channel,
        &h.fake.config().bot_user,
        &answer.data,
        &answer.files,
    )
}

/// Where the clicks of a test happen: a channel, and how an interaction
/// is sent from it (a server's channel unless a test says otherwise).
#[derive(Clone, Copy)]
pub(crate) struct At(pub u64, pub fn(Value, u64) -> Value);

impl At {
    /// A channel of the fake's server, which installed the app.
    pub(crate) fn server(channel: u64) -> At {
        At(channel, in_channel)
    }

    pub(crate) async fn click(
        self,
        h: &Harness,
        user: &FakeUser,
        id: &str,
        on: &InteractionCallback,
    ) -> InteractionCallback {
        let message = shown_in(h, on, self.0);
        let click = h.fake.button_interaction(user, id, Some(message));
        h.send((self.1)(click, self.0)).await
    }

    pub(crate) async fn select(
        self,
        h: &Harness,
        user: &FakeUser,
        id: &str,
        value: &str,
        on: &InteractionCallback,
    ) -> InteractionCallback {
        let message = shown_in(h, on, self.0);
        let choice = h.fake.select_interaction(user, id, &[value], message);
        h.send((self.1)(choice, self.0)).await
    }
}

/// The stacks the player to move can move, with their claims or after one
/// more, in notation order.
fn movable(pos: &Position) -> Vec<String> {
    let mut from = BTreeSet::new();
    for a in pos.legal_actions() {
        match a {
            Action::Move(m) => {
                from.insert(m.from.index());
            }
            Action::Claim(_) => {
                let mut after = pos.clone();
                after.play(a).unwrap();
                for b in after.legal_actions() {
                    if let Action::Move(m) = b {
                        from.insert(m.from.index());
                    }
                }
            }
            Action::Pass => {}
        }
    }
    from.into_iter()
        .map(|i| Point::ALL[i].to_string())
        .collect()
}

/// What the clicks of a whole game saw.
#[derive(Default)]
pub(crate) struct Seen {
    pub split_menus: usize,
    pub claim_buttons: usize,
    pub claimed_chain: bool,
    pub chains: usize,
}

/// Opens the menus of `mover`'s turn with the Move button of `turn`, and
/// checks them: only the mover sees them, and they offer exactly the
/// stacks the engine lets them move (split by columns past 25), and a
/// button per colour they may claim.
async fn open_menus(
    h: &Harness,
    at: At,
    game: &Game,
    turn: &InteractionCallback,
    seen: &mut Seen,
) -> InteractionCallback {
    let mover = game.user(game.pos.to_move()).clone();
    let menu = at.click(h, &mover, &move_button(turn), turn).await;
    assert_eq!(menu.kind, 4, "{:?}", menu.data);
    assert!(
        menu.is_ephemeral(),
        "only the player to move sees the menus"
    );
    let shown = menus(&menu);
    let offered: Vec<String> = shown.iter().flat_map(SeenMenu::values).collect();
    assert_eq!(offered, movable(&game.pos), "the movable stacks, once each");
    assert!(
        shown.iter().all(|m| m.options.len() <= 25),
        "Discord's limit"
    );
    if offered.len() > 25 {
        assert!(shown.len() >= 2, "split past 25");
        assert!(
            shown
                .iter()
                .all(|m| m.placeholder.starts_with("Stacks in ")),
            "{shown:?}"
        );
        // By whole columns: no column is in two menus.
        let columns: Vec<BTreeSet<char>> = shown
            .iter()
            .map(|m| {
                m.values()
                    .iter()
                    .map(|v| v.chars().next().unwrap())
                    .collect()
            })
            .collect();
        for (i, a) in columns.iter().enumerate() {
            for b in &columns[i + 1..] {
                assert!(a.is_disjoint(b), "{columns:?}");
            }
        }
        seen.split_menus += 1;
    } else {
        assert_eq!(shown.len(), 1);
    }
    // Every stack says what it is.
    for (label, value, description) in shown.iter().flat_map(|m| m.options.clone()) {
        assert_eq!(label, value);
        let p: Point = value.parse().unwrap();
        let stack = game.pos.stack(p);
        let d = description.expect("a description");
        assert!(
            d.starts_with(stack.top().unwrap().name()) && d.contains(&stack.height().to_string()),
            "{d} for {stack:?}"
        );
    }
    let claims: Vec<String> = game
        .pos
        .legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            Action::Claim(c) => Some(format!("Claim {}", c.name())),
            _ => None,
        })
        .collect();
    let labels: Vec<String> = buttons(&menu).into_iter().map(|b| b.1).collect();
    assert_eq!(labels, claims, "a button per colour that may be claimed");
    menu
}

/// Plays one turn (`claim`, then `mv`) of the player to move only by
/// clicking, from the Move button of `turn`; returns the public answer.
pub(crate) async fn play_by_clicks(
    h: &Harness,
    at: At,
    game: &mut Game,
    turn: &InteractionCallback,
    claim: Option<Color>,
    mv: Move,
    seen: &mut Seen,
) -> InteractionCallback {
    let mover = game.user(game.pos.to_move()).clone();
    let direct = game.pos.is_legal(&Action::Move(mv));
    let mut turn = turn.clone();
    let mut carried = claim;
    if let Some(c) = claim.filter(|_| direct) {
        // The move needs no claim: the claim is a button of its own.
        let menu = open_menus(h, at, game, &turn, seen).await;
        let id = format!("lyngk:claim-{}:", c.name());
        let (id, _) = buttons(&menu)
            .into_iter()
            .find(|b| b.0.starts_with(&id))
            .expect("the claim's button");
        let closed = at.click(h, &mover, &id, &menu).await;
        assert_eq!(closed.kind, 7, "the menu is updated: {:?}", closed.data);
        assert!(closed.custom_ids().is_empty(), "the menu's buttons go");
        let claimed = h.followup(&closed, 1).await;
        assert!(!claimed.is_ephemeral());
        assert!(claimed.content().unwrap().contains("claims"));
        game.record_turn(Some(c), None, &claimed);
        seen.claim_buttons += 1;
        turn = claimed;
        carried = None;
    }
    let menu = open_menus(h, at, game, &turn, seen).await;
    let from = mv.from.to_string();
    let stacks = menus(&menu)
        .into_iter()
        .find(|m| m.values().contains(&from))
        .expect("the stack is offered");
    let landings = at.select(h, &mover, &stacks.id, &from, &menu).await;
    assert_eq!(landings.kind, 7, "the menu becomes the landings' menu");
    assert_eq!(
        landings.content(),
        Some(format!("Where does the stack on {from} go?").as_str())
    );
    let shown = menus(&landings);
    assert!(!shown.is_empty() && shown.iter().all(|m| m.options.len() <= 25));
    // Every landing offered is legal, with the claim it names; every
    // landing legal now is offered without one.
    let mut free = BTreeSet::new();
    for (_, value, _) in shown.iter().flat_map(|m| m.options.clone()) {
        let (to, needs) = lyngk::service::split_claim(&value);
        let to: Point = to.parse().unwrap();
        let mut pos = game.pos.clone();
        if let Some(c) = needs {
            pos.play(Action::Claim(c)).unwrap();
        } else {
            free.insert(to.index());
        }
        assert!(
            pos.is_legal(&Action::Move(Move::new(mv.from, to))),
            "{from} -> {value} offered but illegal"
        );
    }
    let legal_now: BTreeSet<usize> = game
        .pos
        .legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            Action::Move(m) if m.from == mv.from => Some(m.to.index()),
            _ => None,
        })
        .collect();
    assert_eq!(free, legal_now);

    let mut after_claim = game.pos.clone();
    if let Some(c) = carried {
        after_claim.play(Action::Claim(c)).unwrap();
    }
    let path = after_claim.lyngk_path(&mv).expect("a legal move");
    let via: Vec<String> = path[1..path.len() - 1]
        .iter()
        .map(ToString::to_string)
        .collect();
    let (label, value) = match carried {
        Some(c) if via.is_empty() => (
            format!("{} — claim {}", mv.to, c.name()),
            format!("{} claim:{}", mv.to, c.name()),
        ),
        Some(c) => (
            format!("{} — claim {}, via {}", mv.to, c.name(), via.join(", ")),
            format!("{} claim:{}", mv.to, c.name()),
        ),
        None if via.is_empty() => (mv.to.to_string(), mv.to.to_string()),
        None => (
            format!("{} (via {})", mv.to, via.join(", ")),
            mv.to.to_string(),
        ),
    };
    let menu = shown
        .iter()
        .find(|m| m.options.iter().any(|o| o.0 == label && o.1 == value))
        .unwrap_or_else(|| panic!("{label} = {value} offered in {shown:?}"));
    if !via.is_empty() {
        seen.chains += 1;
        if carried.is_some() {
            seen.claimed_chain = true;
        }
    }
    let closed = at.select(h, &mover, &menu.id, &value, &landings).await;
    assert_eq!(closed.kind, 7, "{:?}", closed.data);
    assert!(closed.custom_ids().is_empty(), "the menus go");
    let played = h.followup(&closed, 1).await;
    game.record_turn(carried, Some(Action::Move(mv)), &played);
    if !via.is_empty() {
        assert!(
            played.content().unwrap().contains(&via.join(", ")),
            "the chain is told: {:?}",
            played.content()
        );
    }
    played
}

/// Challenges `b` as `a` and accepts with the button; returns the game and
/// the message that starts it (which has the Move button).
async fn start(h: &Harness, a: &FakeUser, b: &FakeUser) -> (Game, InteractionCallback) {
    let challenge = h
        .command(a, "challenge", vec![Opt::user("opponent", b)])
        .await;
    let message = shown_in(h, &challenge, h.fake.config().channel_id);
    let (_, started) = h
        .click_settling(b, &challenge.custom_ids()[0], Some(message))
        .await;
    let game = Game::from_history(h, a, a, b).await;
    (game, started)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_played_only_with_the_move_button_and_its_menus() {
    let h = Harness::start().await;
    let (alice, bob, carol) = (alice(), bob(), carol());
    let (mut game, started) = start(&h, &alice, &bob).await;
    let at = At::server(h.fake.config().channel_id);
    let plan =
        plan_game_with_claimed_chain(&game.pos, 2).expect("a game with a claimed LYNGK chain");

    // Only the player to move may open the menus; the others are told
    // briefly, only them.
    let second = game.user(Player::Two).clone();
    let p1 = game.user(Player::One).id;
    let early = at
        .click(&h, &second, &move_button(&started), &started)
        .await;
    assert!(early.is_ephemeral());
    assert_eq!(
        early.content(),
        Some(format!("It is not your turn: <@{p1}> is to move.").as_str())
    );
    assert!(menus(&early).is_empty());
    let stranger = at.click(&h, &carol, &move_button(&started), &started).await;
    assert!(stranger.is_ephemeral());
    assert_eq!(
        stranger.content(),
        Some("You are not playing the game in this channel.")
    );

    let mut seen = Seen::default();
    let mut turn = started;
    for PlannedTurn { claim, mv: m, .. } in plan.turns() {
        turn = play_by_clicks(&h, at, &mut game, &turn, claim, m, &mut seen).await;
    }
    assert!(game.pos.is_over());
    assert!(seen.split_menus >= 1, "more than 25 movable stacks, split");
    assert!(seen.claimed_chain, "a LYNGK chain that needs a claim");
    assert!(seen.claim_buttons >= 1, "a claim through its button");
    // The result has no Move button, only Rematch and Review.
    let ids = turn.custom_ids();
    assert_eq!(ids.len(), 2, "{ids:?}");
    assert!(ids[0].starts_with("lyngk:rematch:"));
    assert!(ids[1].starts_with("lyngk:review:g"));
    // The game stored is the game planned.
    let stored = position_in(&h, at.0, &alice).await;
    assert_eq!(stored.to_string(), game.pos.to_string());
    h.finish().await;
}

/// The turn of the player to move in `pos`: its first plain move.
fn a_move(pos: &Position) -> Move {
    pos.legal_actions()
        .into_iter()
        .find_map(|a| match a {
            Action::Move(m) => Some(m),
            _ => None,
        })
        .expect("a move")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stale_menu_is_refused_and_changes_nothing() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    let (mut game, started) = start(&h, &alice, &bob).await;
    let at = At::server(h.fake.config().channel_id);
    let mut seen = Seen::default();
    let first = game.user(game.pos.to_move()).clone();

    // The first player opens the menus and chooses a stack, then plays
    // another way: by typing.
    let menu = open_menus(&h, at, &game, &started, &mut seen).await;
    let m = a_move(&game.pos);
    let stacks = menus(&menu)
        .into_iter()
        .find(|s| s.values().contains(&m.from.to_string()))
        .unwrap();
    let landings = at
        .select(&h, &first, &stacks.id, &m.from.to_string(), &menu)
        .await;
    let typed = game.play_turn(&h, None, Some(Action::Move(m)), None).await;
    let after = position_in(&h, at.0, &first).await;

    // Now every menu and button made before is refused, and nothing moves.
    let outdated = "This menu is out of date: the game has moved on. Use the Move button under the latest board.";
    let land = menus(&landings)[0].clone();
    let again = at
        .select(&h, &first, &land.id, &land.options[0].1, &landings)
        .await;
    assert!(again.is_ephemeral());
    assert_eq!(again.content(), Some(outdated));
    let stack_again = at
        .select(&h, &first, &stacks.id, &m.from.to_string(), &menu)
        .await;
    assert_eq!(stack_again.content(), Some(outdated));
    let second = game.user(game.pos.to_move()).clone();
    let old_button = at
        .click(&h, &second, &move_button(&started), &started)
        .await;
    assert!(old_button.is_ephemeral());
    assert_eq!(old_button.content(), Some(outdated));
    assert_eq!(
        position_in(&h, at.0, &first).await.to_string(),
        after.to_string()
    );

    // The second player's menu, made now, goes stale when a claim button
    // of the same menu is used first: the claim is a change of its own.
    let menu = open_menus(&h, at, &game, &typed, &mut seen).await;
    let claim = buttons(&menu)
        .into_iter()
        .find(|b| b.0.starts_with("lyngk:claim-"))
        .expect("a claim button at the start");
    let closed = at.click(&h, &second, &claim.0, &menu).await;
    let claimed = h.followup(&closed, 1).await;
    let color: Color = claim.1.trim_start_matches("Claim ").parse().unwrap();
    game.record_turn(Some(color), None, &claimed);
    let twice = at.click(&h, &second, &claim.0, &menu).await;
    assert_eq!(twice.content(), Some(outdated));
    let stacks = menus(&menu)[0].clone();
    let stale_stack = at
        .select(&h, &second, &stacks.id, &stacks.options[0].1, &menu)
        .await;
    assert_eq!(stale_stack.content(), Some(outdated));
    // The board's own Move button is current, and opens the menus.
    let board = h.command(&second, "board", vec![]).await;
    let fresh = open_menus(&h, at, &game, &board, &mut seen).await;
    assert!(!menus(&fresh).is_empty());
    // The turn typed meanwhile makes those menus stale too.
    let m = a_move(&game.pos);
    game.play_turn(&h, None, Some(Action::Move(m)), None).await;
    let late = menus(&fresh)[0].clone();
    let refused = at
        .select(&h, &second, &late.id, &late.options[0].1, &fresh)
        .await;
    assert_eq!(refused.content(), Some(outdated));
    let stored = position_in(&h, at.0, &first).await;
    assert_eq!(stored.to_string(), game.pos.to_string());
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn menus_made_before_a_restart_still_play_while_the_game_has_not_moved() {
    let mut h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    let (mut game, started) = start(&h, &alice, &bob).await;
    let at = At::server(h.fake.config().channel_id);
    let mut seen = Seen::default();
    let mover = game.user(game.pos.to_move()).clone();
    let menu = open_menus(&h, at, &game, &started, &mut seen).await;
    let m = a_move(&game.pos);
    let stacks = menus(&menu)
        .into_iter()
        .find(|s| s.values().contains(&m.from.to_string()))
        .unwrap();
    let landings = at
        .select(&h, &mover, &stacks.id, &m.from.to_string(), &menu)
        .await;

    h.stop_bot().await;
    h.start_bot().await;

    // The landing menu shown before the restart plays the turn.
    let land = menus(&landings)
        .into_iter()
        .find(|l| l.values().contains(&m.to.to_string()))
        .unwrap();
    let closed = at
        .select(&h, &mover, &land.id, &m.to.to_string(), &landings)
        .await;
    assert_eq!(closed.kind, 7);
    let played = h.followup(&closed, 1).await;
    game.record_turn(None, Some(Action::Move(m)), &played);
    // And the new turn's Move button works in the new process.
    let next = game.user(game.pos.to_move()).clone();
    let menu = open_menus(&h, at, &game, &played, &mut seen).await;
    assert!(menu.is_ephemeral());
    assert_eq!(allowed_users(&played), [next.id]);
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_menus_work_in_a_game_thread_and_against_the_computer() {
    let mut h = Harness::without_bot(Default::default()).await;
    h.threads = true;
    h.start_bot().await;
    let alice = alice();
    let channel = h.fake.config().channel_id;
    // Easy, so that the computer answers at once.
    let started = h
        .command(&alice, "play-ai", vec![Opt::integer("level", 0)])
        .await;
    let thread = h
        .fake
        .wait_until(WAIT, "the game's thread", |s| {
            s.threads.first().map(|t| t.id)
        })
        .await
        .unwrap();
    assert_ne!(thread, channel);
    // The start was posted in the thread; when the computer moved first,
    // its answer follows there.
    let posted = h
        .fake
        .wait_for_channel_messages(1, WAIT)
        .await
        .unwrap()
        .into_iter()
        .find(|m| m.channel_id == thread)
        .expect("the start in the thread");
    assert!(
        started
            .content()
            .unwrap_or_default()
            .contains(&thread.to_string())
    );
    let mut pos = position_in(&h, thread, &alice).await;
    let human_first = !posted
        .content()
        .unwrap_or_default()
        .contains("the computer moves first");
    let start = InteractionCallback {
        interaction_id: 0,
        kind: 4,
        data: posted.json.clone(),
        files: posted.files.clone(),
        after: std::time::Duration::ZERO,
        deferred: false,
        followups_used: 0,
    };
    let turn = if human_first {
        start
    } else {
        // The computer's answer, in the thread, has the Move button.
        let answer = h
            .fake
            .wait_until(WAIT, "the computer's first move", |s| {
                s.channel_messages
                    .iter()
                    .filter(|m| m.channel_id == thread)
                    .nth(1)
                    .cloned()
            })
            .await
            .unwrap();
        pos = position_in(&h, thread, &alice).await;
        InteractionCallback {
            data: answer.json,
            files: answer.files,
            ..start
        }
    };
    let users = if human_first {
        [alice.clone(), h.fake.config().bot_user.clone()]
    } else {
        [h.fake.config().bot_user.clone(), alice.clone()]
    };
    let game = Game {
        users,
        pos,
        boards: Vec::new(),
        colours: Vec::new(),
    };
    let mut seen = Seen::default();
    let at = At::server(thread);
    let menu = open_menus(&h, at, &game, &turn, &mut seen).await;
    let m = a_move(&game.pos);
    let stacks = menus(&menu)
        .into_iter()
        .find(|s| s.values().contains(&m.from.to_string()))
        .unwrap();
    let landings = at
        .select(&h, &alice, &stacks.id, &m.from.to_string(), &menu)
        .await;
    let land = menus(&landings)
        .into_iter()
        .find(|l| l.values().contains(&m.to.to_string()))
        .unwrap();
    let closed = at
        .select(&h, &alice, &land.id, &m.to.to_string(), &landings)
        .await;
    let played = h.followup(&closed, 1).await;
    assert!(!played.is_ephemeral());
    assert!(played.content().unwrap().contains(&m.to_string()));
    assert!(
        played.custom_ids().is_empty(),
        "the computer is to move: no Move button"
    );
    // The computer's answer follows the click, pinging the human, with the
    // Move button of the human's next turn.
    let answer = h.followup(&closed, 2).await;
    assert_eq!(allowed_users(&answer), [alice.id]);
    assert!(move_button(&answer).starts_with("lyngk:move:"));
    h.finish().await;
}
