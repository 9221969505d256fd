//! Reviews through Discord: a finished game (Alice throws a proven win away
//! on turn 1) is exported, and the file imported by Carol, who analyses her
//! imported game and opens its review from the Review button under the
//! analysis: she steps through it turn by turn, every step redrawing the
//! same private message, and the Biggest swing button takes her to the turn
//! whose chance changed most. The review's buttons still work after a
//! restart, only for her; the Review button under the game's last message
//! opens the played game's review for whoever clicks it; nothing of a
//! review is posted in the channel or pings anyone. From the turn before the
//! biggest swing she explores another turn with the Move button's menus,
//! across a restart takes it back and plays it again, asks the computer's
//! best turn, and exports the line: the game's record with her turn as a
//! variation there. The fake enforces
//! Discord's limits on every answer (`Harness::finish`).

use std::time::Duration;

use lyngk::engine::{Action, Position, Variant};
use lyngk::ids::{ChannelId, GuildId, UserId};
use lyngk::storage::{Db, NewGame};

use crate::common::fake_discord::{FakeConfig, FakeUser, InteractionCallback, Opt};
use crate::common::game::{Game, click_private, select_menus, select_private};
use crate::common::{Harness, T0, alice, allowed_users, bob, carol};
use crate::support::resign;

/// Player 2 to move, with a forced win proven by the solver: `C5-C7` gives
/// it away (as in the mistakes' tests).
const WON: &str = "KB/-/-/-/KI/B/R/-/-/BK/-/IG/-/WGBR/BG/-/-/-/I/-/BK/-/GB/-/GWRIK/-/-/RIKG/RWG/-/-/GRI/-/-/-/-/-/I/-/-/-/KR/KBRI -:BG 2 0:0 standard";

const HOUR: Duration = Duration::from_secs(3600);

/// The message id the fake gives the private answers clicked here.
const SHOWN: u64 = 9_200_000_000_000_000_003;

async fn click(
    h: &Harness,
    user: &FakeUser,
    id: &str,
    on: &InteractionCallback,
) -> InteractionCallback {
    click_private(h, user, id, on, SHOWN).await
}

fn text(answer: &InteractionCallback) -> String {
    answer.text()
}

/// The button of `answer` whose id starts with `head`.
fn button(answer: &InteractionCallback, head: &str) -> Option<String> {
    answer
        .custom_ids()
        .into_iter()
        .find(|id| id.starts_with(head))
}

/// The turn a review shows, from its first line ("…: turn 2 of 3.").
fn shown_turn(answer: &InteractionCallback) -> (usize, usize) {
    let t = text(answer);
    let rest = t
        .split(": turn ")
        .nth(1)
        .unwrap_or_else(|| panic!("a review's turn in {t}"));
    let (k, rest) = rest.split_once(" of ").expect("turn K of N");
    let n: String = rest.chars().take_while(char::is_ascii_digit).collect();
    (k.parse().unwrap(), n.parse().unwrap())
}

/// The change of the chance a review's turn line gives ("went from 100% to
/// 31%"), in points.
fn swing_of(answer: &InteractionCallback) -> i64 {
    let t = text(answer);
    let rest = t
        .split("went from ")
        .nth(1)
        .unwrap_or_else(|| panic!("a turn's chances in {t}"));
    let (from, rest) = rest.split_once("% to ").expect("from X% to Y%");
    let to: String = rest.chars().take_while(char::is_ascii_digit).collect();
    (from.parse::<i64>().unwrap() - to.parse::<i64>().unwrap()).abs()
}

/// A review's step: an update of the clicked private message, pinging
/// nobody, with the board.
fn check_step(step: &InteractionCallback) {
    assert_eq!(step.kind, 7, "the same message redrawn: {:?}", step.data);
    assert!(allowed_users(step).is_empty(), "a review pings nobody");
    assert!(
        step.files.iter().any(|f| f.filename == "board.png"),
        "the board at the turn: {:?}",
        step.data
    );
}

/// The game between Bob (player 1) and Alice (player 2, to move) from
/// [`WON`], stored in the test's channel before the bot starts.
/// Plays a turn on the exploration `on` with its Move button's menus: the
/// first stack's first landing that is not `not` (the game's own turn).
async fn explore_turn(
    h: &Harness,
    user: &FakeUser,
    on: &InteractionCallback,
    not: &str,
) -> InteractionCallback {
    let moving = button(on, &format!("lyngk:board:{}.explore.", user.id)).expect("Move");
    let stacks = click(h, user, &moving, on).await;
    for (menu, froms) in select_menus(&stacks.data) {
        for from in froms {
            let landings = select_private(h, user, &menu, &from, &stacks, SHOWN).await;
            for (menu, tos) in select_menus(&landings.data) {
                if let Some(to) = tos.iter().find(|to| format!("{from}-{to}") != not) {
                    return select_private(h, user, &menu, to, &landings, SHOWN).await;
                }
            }
        }
    }
    panic!("no turn to explore in {:?}", stacks.data)
}

async fn seed_game(h: &Harness, bob: &FakeUser, alice: &FakeUser) {
    let config = h.fake.config();
    let db = Db::open(&h.database_url).await.unwrap();
    let mut tx = db.begin().await.unwrap();
    tx.insert_game(&NewGame {
        guild: GuildId::of(config.guild_id),
        channel: ChannelId::new(config.channel_id),
        challenge: None,
        variant: Variant::Standard,
        seed: 7,
        start_lpn: WON,
        player1: UserId::new(bob.id).into(),
        player2: UserId::new(alice.id).into(),
        now: T0,
        warn_at: T0 + HOUR,
        deadline_at: T0 + 2 * HOUR,
        ai_level: None,
    })
    .await
    .unwrap();
    tx.commit().await.unwrap();
    db.close().await;
}

/// A move of `pos` with no claim, `from`-`to` when given.
fn a_move(pos: &Position, path: Option<(&str, &str)>) -> Action {
    pos.legal_actions()
        .into_iter()
        .find(|a| match a {
            Action::Move(m) => {
                path.is_none_or(|(f, t)| m.from.to_string() == f && m.to.to_string() == t)
            }
            _ => false,
        })
        .expect("a move without a claim")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_imported_game_is_reviewed_to_its_biggest_swing_privately_across_a_restart() {
    let mut h = Harness::without_bot(FakeConfig::default()).await;
    let (alice, bob, carol) = (alice(), bob(), carol());
    seed_game(&h, &bob, &alice).await;
    h.start_bot().await;

    // Alice throws the win away (C5-C7), Bob answers, Alice resigns.
    let mut game = Game {
        users: [bob.clone(), alice.clone()],
        pos: WON.parse().unwrap(),
        boards: Vec::new(),
        colours: Vec::new(),
    };
    let thrown = a_move(&game.pos, Some(("C5", "C7")));
    game.play_turn(&h, None, Some(thrown), None).await;
    let answer = a_move(&game.pos, None);
    game.play_turn(&h, None, Some(answer), None).await;
    let ended = resign(&h, &alice).await;

    // The Review button under the game's last message: Bob's own review of
    // the played game, not analysed yet, at its start.
    let review = button(&ended, "lyngk:review:g").expect("a Review button under the ending");
    let opened = click(&h, &bob, &review, &ended).await;
    assert_eq!(opened.kind, 4, "a new message: {:?}", opened.data);
    assert!(opened.is_ephemeral(), "a review is private");
    assert!(allowed_users(&opened).is_empty());
    assert_eq!(shown_turn(&opened), (0, 2));
    assert!(
        text(&opened).contains("The start position"),
        "{}",
        text(&opened)
    );
    assert!(
        text(&opened).contains("has not been analysed"),
        "{}",
        text(&opened)
    );
    assert!(
        button(&opened, "lyngk:review-swing:").is_none(),
        "no analysis, no swing"
    );
    assert!(
        button(&opened, "lyngk:review-back:").is_none(),
        "nothing before the start"
    );
    let on = button(&opened, "lyngk:review-on:").expect("On");
    assert!(
        on.starts_with(&format!("lyngk:review-on:{}.g", bob.id)),
        "{on}"
    );
    let first = click(&h, &bob, &on, &opened).await;
    check_step(&first);
    assert_eq!(shown_turn(&first), (1, 2));
    assert!(
        text(&first).contains(&format!("Turn 1: <@{}> played `C5-C7`.", alice.id)),
        "{}",
        text(&first)
    );
    // A turn past the game's end is refused with the game's length.
    let refused = h
        .send(h.fake.command_interaction(
            &bob,
            "lyngk",
            &[Opt::group(
                "record",
                vec![Opt::sub("review", vec![Opt::integer("turn", 5)])],
            )],
        ))
        .await;
    assert!(refused.is_ephemeral());
    assert!(
        text(&refused).contains("This game has 2 turns"),
        "{}",
        text(&refused)
    );

    // Alice exports the game; Carol imports the file and analyses it.
    let exported = h
        .send(h.fake.command_interaction(
            &alice,
            "lyngk",
            &[Opt::group("record", vec![Opt::sub("export", vec![])])],
        ))
        .await;
    let bytes = exported.files[0].data.clone();
    let file = h.fake.attach("file", "game.lyngk", &bytes);
    let imported = h
        .send(h.fake.command_interaction(
            &carol,
            "lyngk",
            &[Opt::group("record", vec![Opt::sub("import", vec![file])])],
        ))
        .await;
    let said = text(&imported);
    let number: i64 = said
        .split("your game ")
        .nth(1)
        .and_then(|rest| rest.split(':').next())
        .and_then(|n| n.trim().parse().ok())
        .unwrap_or_else(|| panic!("an imported game's number in {said}"));
    let posted_before = h.fake.channel_messages().len();
    let analysed = h
        .command(&carol, "analyse", vec![Opt::integer("imported", number)])
        .await;
    assert!(
        analysed.is_ephemeral(),
        "an imported game's analysis is private"
    );
    let review = button(&analysed, &format!("lyngk:review:i{number}"))
        .expect("a Review button under the analysis");

    // Her review, from the analysis: the chances at the start.
    let start = click(&h, &carol, &review, &analysed).await;
    assert!(start.is_ephemeral());
    assert_eq!(shown_turn(&start), (0, 2));
    assert!(
        text(&start).contains(&format!("Review of your imported game {number}")),
        "{}",
        text(&start)
    );
    assert!(
        text(&start).contains("Winning chances at the start"),
        "{}",
        text(&start)
    );

    // Every turn, one by one: what it did to its player's chance.
    let mut swings = Vec::new();
    let mut at = start.clone();
    for k in 1..=2 {
        let on = button(&at, "lyngk:review-on:").expect("On");
        let next = click(&h, &carol, &on, &at).await;
        check_step(&next);
        assert_eq!(shown_turn(&next), (k, 2));
        swings.push(swing_of(&next));
        at = next;
    }
    assert!(
        button(&at, "lyngk:review-on:").is_none(),
        "nothing after the end"
    );
    assert!(button(&at, "lyngk:review-end:").is_none());
    let biggest = swings.iter().copied().max().unwrap();
    let expected = swings.iter().position(|&s| s == biggest).unwrap() + 1;

    // Back to the start, then to the biggest swing.
    let back = click(
        &h,
        &carol,
        &button(&at, "lyngk:review-start:").unwrap(),
        &at,
    )
    .await;
    check_step(&back);
    assert_eq!(shown_turn(&back), (0, 2));
    let swing = button(&back, "lyngk:review-swing:").expect("a Biggest swing button");
    let there = click(&h, &carol, &swing, &back).await;
    check_step(&there);
    assert_eq!(shown_turn(&there), (expected, 2));
    assert!(
        text(&there).contains("This is the game's biggest swing"),
        "{}",
        text(&there)
    );
    assert_eq!(swing_of(&there), biggest);

    // After a restart, the same buttons still work, only for Carol.
    h.stop_bot().await;
    h.start_bot().await;
    let back_one = button(&there, "lyngk:review-back:").expect("Back");
    let stepped = click(&h, &carol, &back_one, &there).await;
    check_step(&stepped);
    assert_eq!(shown_turn(&stepped), (expected - 1, 2));
    let end = button(&stepped, "lyngk:review-end:").expect("End");
    let theirs = click(&h, &alice, &end, &stepped).await;
    assert!(theirs.is_ephemeral());
    assert!(
        text(&theirs).contains("opened by another member"),
        "{}",
        text(&theirs)
    );
    let last = click(&h, &carol, &end, &stepped).await;
    check_step(&last);
    assert_eq!(shown_turn(&last), (2, 2));

    // From the turn before the biggest swing, Carol explores another turn
    // in place of the one played there, in a private message of its own.
    let played_there = [thrown, answer][expected - 1].to_string();
    let explore = button(&stepped, "lyngk:review-explore:").expect("an Explore button");
    let theirs = click(&h, &alice, &explore, &stepped).await;
    assert!(
        text(&theirs).contains("opened by another member"),
        "{}",
        text(&theirs)
    );
    let board = click(&h, &carol, &explore, &stepped).await;
    assert_eq!(board.kind, 4, "a message of its own: {:?}", board.data);
    assert!(board.is_ephemeral(), "an exploration is private");
    assert!(allowed_users(&board).is_empty());
    assert!(
        text(&board).contains(&format!(
            "Exploring your imported game {number} from turn {}",
            expected - 1
        )),
        "{}",
        text(&board)
    );
    assert!(
        button(&board, "lyngk:explore-back:").is_none(),
        "nothing to take back"
    );
    assert!(
        button(&board, "lyngk:explore-export:").is_none(),
        "nothing to export"
    );
    let line = explore_turn(&h, &carol, &board, &played_there).await;
    assert_eq!(line.kind, 7, "the same message redrawn: {:?}", line.data);
    let shown_line = text(&line);
    let Some(tried) = shown_line
        .split("Your line: ")
        .nth(1)
        .and_then(|rest| rest.lines().next())
    else {
        panic!("the line in {shown_line}");
    };
    let tried = tried.to_owned();
    assert_ne!(tried, played_there);

    // After a restart, the exploration's buttons still work: the turn taken
    // back, played again, the computer's best turn asked, the line exported.
    h.stop_bot().await;
    h.start_bot().await;
    let back = button(&line, "lyngk:explore-back:").expect("Take back");
    let taken = click(&h, &alice, &back, &line).await;
    assert!(taken.is_ephemeral());
    let taken = click(&h, &carol, &back, &line).await;
    assert_eq!(taken.kind, 7);
    assert!(!text(&taken).contains("Your line"), "{}", text(&taken));
    // The stale Take back changes nothing.
    let stale = click(&h, &carol, &back, &line).await;
    assert!(text(&stale).contains("out of date"), "{}", text(&stale));
    let line = explore_turn(&h, &carol, &taken, &played_there).await;
    assert!(
        text(&line).contains(&format!("Your line: {tried}")),
        "{}",
        text(&line)
    );
    let best = button(&line, "lyngk:explore-best:").expect("Best turn");
    let asked = click(&h, &carol, &best, &line).await;
    assert_eq!(asked.kind, 7);
    assert!(allowed_users(&asked).is_empty());
    assert!(
        text(&asked).contains("The computer's best turn here: `"),
        "{}",
        text(&asked)
    );
    assert!(
        text(&asked).contains("Winning chance of player"),
        "{}",
        text(&asked)
    );
    let export = button(&asked, "lyngk:explore-export:").expect("Export line");
    let file = click(&h, &carol, &export, &asked).await;
    assert!(file.is_ephemeral(), "the line's record is Carol's alone");
    assert!(allowed_users(&file).is_empty());
    let record = lyngk::game_record::GameRecord::parse(
        std::str::from_utf8(&file.files[0].data).expect("a record is text"),
    )
    .expect("the exported record reads back");
    let varied = &record.main_line().nodes()[expected - 1];
    assert_eq!(
        varied.turn().to_string(),
        played_there,
        "the game's own turn stays"
    );
    assert_eq!(
        varied.variations().len(),
        1,
        "the line as a variation there"
    );
    assert_eq!(
        varied.variations()[0].nodes()[0].turn().to_string(),
        tried,
        "the turn explored"
    );

    // Nothing of it was posted in the channel.
    assert_eq!(h.fake.channel_messages().len(), posted_before);
    h.finish().await;
}
