//! Reviews through the service: refused while the game is played; a
//! finished game stepped through turn by turn to the position it ended
//! in, only by the member who opened the review; the analysis's chances
//! kept (on both backends) and shown at every turn, with a step to the
//! biggest swing; an imported game reviewed by its member only.

use crate::games::{start, user_err};
use crate::service_env::*;
use lyngk::engine::{Position, Variant};
use lyngk::i18n::{Arg, Msg};
use lyngk::ids::ImportedGameId;
use lyngk::service::{Button, GameChoice, Reply, Service};

/// The game `start` opens, 4 turns played, then resigned by the player
/// to move: its last position.
async fn finished(svc: &Service) -> Position {
    let (users, _) = start(svc, Variant::Standard).await;
    assert!(
        user_err(
            svc.review()
                .open(actor(CAROL), GameChoice::Channel, None)
                .await
        )
        .contains("game-not-over")
    );
    for _ in 0..4 {
        let pos = current(svc).await;
        let user = users[pos.to_move().index()];
        svc.turns()
            .play_move(actor(user), None, &first_move(&pos))
            .await
            .unwrap();
    }
    let pos = current(svc).await;
    let loser = users[pos.to_move().index()];
    let asked = svc.endings().resign_prompt(actor(loser)).await.unwrap();
    let Button::Resign { game } = asked.buttons[0] else {
        panic!("a Resign button: {:?}", asked.buttons)
    };
    let ended = svc
        .endings()
        .confirm_resign(actor(loser), game)
        .await
        .unwrap();
    assert!(
        ended
            .buttons
            .iter()
            .any(|b| matches!(b, Button::Review { .. })),
        "a Review button under the game's last message: {:?}",
        ended.buttons
    );
    pos
}

fn num(m: &Msg, arg: &str) -> i64 {
    match m.get(arg) {
        Some(Arg::Num(n)) => *n,
        other => panic!("{arg}: a number, not {other:?} in {m:?}"),
    }
}

/// The turn a review shows, and the game's number of turns.
fn shown(r: &Reply) -> (i64, i64) {
    let head = r
        .text
        .find("review-head")
        .or_else(|| r.text.find("review-head-imported"))
        .unwrap_or_else(|| panic!("a review: {}", r.text));
    (num(head, "turn"), num(head, "turns"))
}

/// The step button of `r` that `pick` chooses.
fn step(r: &Reply, pick: impl Fn(&Button) -> bool) -> Option<Button> {
    r.buttons.iter().copied().find(|b| pick(b))
}

async fn press(svc: &Service, who: lyngk::ids::UserId, b: Button) -> Reply {
    let to = b.review_step().expect("a review's step");
    svc.review().step(actor(who), to).await.unwrap()
}

backends!(a_finished_game_is_reviewed_turn_by_turn_with_its_analysis);
async fn a_finished_game_is_reviewed_turn_by_turn_with_its_analysis(env: Env) {
    let svc = env.open().await;
    let last = finished(&svc).await;

    // Not analysed yet: the start, On and End, no swing; Explore from here.
    let r = svc
        .review()
        .open(actor(CAROL), GameChoice::Channel, None)
        .await
        .unwrap();
    assert!(r.ephemeral, "a review is private");
    assert!(r.mentions.is_empty(), "a review pings nobody");
    assert_eq!(shown(&r), (0, 4));
    assert!(r.text.has("review-start"));
    assert!(r.text.has("review-not-analysed"));
    assert!(r.image.is_some(), "the board");
    assert!(matches!(
        r.buttons.as_slice(),
        [
            Button::ReviewOn { .. },
            Button::ReviewEnd { .. },
            Button::ReviewExplore { .. }
        ]
    ));

    // Turn by turn to the end, where the game ended.
    let mut at = r;
    for k in 1..=4 {
        let on = step(&at, |b| matches!(b, Button::ReviewOn { .. })).expect("On");
        at = press(&svc, CAROL, on).await;
        assert_eq!(shown(&at), (k, 4));
        let turn = at.text.find("review-turn").expect("the turn played");
        assert_eq!(num(turn, "turn"), k);
    }
    assert_eq!(at.position.as_ref(), Some(&last), "the last position");
    assert!(step(&at, |b| matches!(b, Button::ReviewOn { .. })).is_none());

    // Only Carol may press her review's buttons; a turn past the end is
    // out of date.
    let back = step(&at, |b| matches!(b, Button::ReviewBack { .. })).expect("Back");
    let to = back.review_step().unwrap();
    assert!(user_err(svc.review().step(actor(ALICE), to).await).contains("review-not-yours"));
    let mut past = to;
    past.turn = 5;
    assert!(user_err(svc.review().step(actor(CAROL), past).await).contains("review-outdated"));
    assert!(
        user_err(
            svc.review()
                .open(actor(CAROL), GameChoice::Channel, Some(5))
                .await
        )
        .contains("review-no-such-turn")
    );

    // Analysed: its chances are kept, and the review shows them.
    let analysed = svc.analysis().analyse(actor(CAROL), None).await.unwrap();
    let Some(Button::Review { game }) = analysed.buttons.first().copied() else {
        panic!("a Review button under the analysis: {:?}", analysed.buttons)
    };
    let r = svc.review().press(actor(BOB), game).await.unwrap();
    assert_eq!(shown(&r), (0, 4));
    let chances = r
        .text
        .find("review-chances")
        .expect("the chances at the start");
    assert_eq!(num(chances, "c1") + num(chances, "c2"), 100);

    // Each turn's change; the swing button goes to the largest.
    let mut changes = Vec::new();
    for k in 1..=4 {
        let at = svc
            .review()
            .open(actor(BOB), GameChoice::Channel, Some(k))
            .await
            .unwrap();
        let c = at
            .text
            .find("review-turn-chance")
            .expect("the turn's chances");
        changes.push((num(c, "from") - num(c, "to")).abs());
    }
    match step(&r, |b| matches!(b, Button::ReviewSwing { .. })) {
        Some(swing) => {
            let there = press(&svc, BOB, swing).await;
            assert!(there.text.has("review-biggest-swing"), "{}", there.text);
            let k = usize::try_from(shown(&there).0).unwrap();
            let largest = *changes.iter().max().unwrap();
            // Rounded to whole percents, a swing may look a point smaller.
            assert!(changes[k - 1] + 1 >= largest, "{changes:?}, at {k}");
            assert!(
                step(&there, |b| matches!(b, Button::ReviewSwing { .. })).is_none(),
                "no button to where it is"
            );
        }
        None => assert!(changes.iter().all(|&c| c == 0), "{changes:?}"),
    }

    // Another member's imported game is no game at all.
    assert!(
        user_err(
            svc.review()
                .open(actor(CAROL), GameChoice::Imported(ImportedGameId(1)), None)
                .await
        )
        .contains("no-such-game")
    );
}
