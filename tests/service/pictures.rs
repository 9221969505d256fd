//! The last picture of a game, for every way a game ends: no moves left,
//! the six-stack's sudden death, a resignation, a loss on time, an abort and
//! a tournament forfeit. Each differs from the picture before it where the
//! strip says whose turn it is (the renderer's status line), and its
//! description (the words of the renderer's status) names the result and
//! why, and no player to move. The players' names noted by the front end are
//! the ones drawn.

use std::time::Duration;

use crate::service_env::*;
use lyngk::engine::{Action, LastTurn, Position, Variant};
use lyngk::ids::{ChannelId, UserId};
use lyngk::render::{BoardView, Stopped, board_png, status_box};
use lyngk::service::{Actor, AskedFormat, Button, Effect, Picture, Reply, Service, TournamentSpec};

/// Starts a game between ALICE and BOB; returns the users of player 1 and
/// player 2 and the start position.
async fn start(svc: &Service, variant: Variant) -> ([UserId; 2], Position) {
    svc.note_name(Some(GUILD), ALICE, "alice");
    svc.note_name(Some(GUILD), BOB, "bob");
    let r = svc
        .challenges()
        .challenge(actor(ALICE), BOB.into(), variant)
        .await
        .unwrap();
    let Button::Accept { challenge } = r.buttons[0] else {
        panic!("no accept button: {:?}", r.buttons);
    };
    let r = svc
        .challenges()
        .accept(actor(BOB), Some(challenge))
        .await
        .unwrap();
    let p1 = r.mentions[0];
    let users = [p1, if p1 == ALICE { BOB } else { ALICE }];
    (users, r.position.expect("the start position"))
}

/// Plays `actions` through the service (the passes are the service's);
/// returns the last reply.
async fn play(svc: &Service, users: [UserId; 2], actions: &[Action]) -> Option<Reply> {
    let mut pos = current(svc).await;
    let mut last = None;
    for &a in actions {
        let user = users[pos.to_move().index()];
        pos.play(a).unwrap();
        last = Some(match a {
            Action::Pass => continue,
            Action::Claim(c) => svc.turns().claim(actor(user), c).await.unwrap(),
            Action::Move(m) => svc
                .turns()
                .play_move(actor(user), None, &m.to_string())
                .await
                .unwrap(),
        });
    }
    last
}

/// The board picture the channel shows now.
async fn board_picture(svc: &Service, channel: ChannelId, user: UserId) -> Picture {
    svc.viewing()
        .board(Actor::member(Some(GUILD), channel, user))
        .await
        .unwrap()
        .image
        .expect("a picture")
}

/// The checks every ending's last picture passes: it is not the picture
/// before; the status line of the strip changed; its description says the
/// game is over with `result` (and `why` when given), and names nobody to
/// move, where the picture before did.
fn assert_shows_the_end(before: &Picture, after: &Picture, result: &str, why: Option<&str>) {
    assert_ne!(before.bytes, after.bytes, "the last picture is a new one");
    let decode = |p: &Picture| {
        image::load_from_memory_with_format(&p.bytes, image::ImageFormat::Png)
            .expect("a PNG")
            .to_rgb8()
    };
    let (b, a) = (decode(before), decode(after));
    let (x0, y0, x1, y1) = status_box();
    let changed = (y0..y1).any(|y| (x0..x1).any(|x| a.get_pixel(x, y) != b.get_pixel(x, y)));
    assert!(changed, "the status line of the strip changed");
    let (was, is) = (before.alt_text.ids(), after.alt_text.ids());
    assert!(was.contains(&"alt-to-move"), "{was:?}");
    assert!(is.contains(&result), "{result} in {is:?}");
    if let Some(why) = why {
        assert!(is.contains(&why), "{why} in {is:?}");
    }
    assert!(
        !is.iter().any(|id| id.starts_with("alt-to-move")),
        "nobody is to move: {is:?}"
    );
}

/// The game of `actions` from `start`, played to the last turn (a claim with
/// its move, then the service's passes): the actions before it and it.
fn split_last_turn(actions: &[Action]) -> (&[Action], &[Action]) {
    let last_move = actions
        .iter()
        .rposition(|a| matches!(a, Action::Move(_)))
        .expect("a move");
    let at = if last_move > 0 && matches!(actions[last_move - 1], Action::Claim(_)) {
        last_move - 1
    } else {
        last_move
    };
    actions.split_at(at)
}

async fn ends_by_moves_or_sudden_death(env: Env, variant: Variant, sudden: bool) {
    let svc = env.open().await;
    let (users, pos) = start(&svc, variant).await;
    let actions = playout_where(&pos, |p, _| p.sudden_death_winner().is_some() == sudden);
    let (head, tail) = split_last_turn(&actions);
    play(&svc, users, head).await;
    let before = board_picture(&svc, CHANNEL, ALICE).await;
    let last = play(&svc, users, tail).await.expect("a reply");
    let after = last.image.expect("the last picture");
    let end = last.position.expect("the position");
    let result = match end.outcome() {
        Some(lyngk::engine::Outcome::Draw) => "alt-draw",
        _ => "alt-winner",
    };
    let why = if sudden {
        "alt-why-sixstack"
    } else {
        "alt-why-count"
    };
    assert_shows_the_end(&before, &after, result, Some(why));
}

backends!(a_game_ended_by_lack_of_moves_shows_the_result);
async fn a_game_ended_by_lack_of_moves_shows_the_result(env: Env) {
    ends_by_moves_or_sudden_death(env, Variant::Standard, false).await;
}

backends!(a_game_ended_by_a_six_stack_shows_the_winner);
async fn a_game_ended_by_a_six_stack_shows_the_winner(env: Env) {
    ends_by_moves_or_sudden_death(env, Variant::SixStack, true).await;
}

backends!(a_resignation_shows_the_winner_with_the_players_names);
async fn a_resignation_shows_the_winner_with_the_players_names(env: Env) {
    let svc = env.open().await;
    let (users, pos) = start(&svc, Variant::Standard).await;
    let [p1, p2] = users;
    let moved = svc
        .turns()
        .play_move(actor(p1), None, &first_move(&pos))
        .await
        .unwrap();
    let before = board_picture(&svc, CHANNEL, p1).await;
    let r = svc.endings().resign(actor(p2)).await.unwrap();
    let after = r.image.expect("the last picture");
    assert_shows_the_end(&before, &after, "alt-winner", Some("alt-why-resigned"));
    // Exactly the renderer's picture of the game as it ended: the
    // names the front end noted, player 2 resigned.
    let end = r.position.expect("the position");
    let path = match first_move(&pos).parse::<lyngk::engine::Move>() {
        Ok(m) => pos.lyngk_path(&m).expect("legal"),
        Err(e) => panic!("{e}"),
    };
    let last = LastTurn { claim: None, path };
    let names = if p1 == ALICE {
        ["alice", "bob"]
    } else {
        ["bob", "alice"]
    };
    let view = BoardView::new(&end, Some(&last))
        .named(names)
        .ended(Some(Stopped::Resigned(lyngk::engine::Player::Two)));
    assert_eq!(
        after.bytes,
        board_png(&view, lyngk::i18n::Lang::En.picture_words()).unwrap()
    );
    assert!(view.status().is_over() && view.status().to_move().is_none());
    assert_eq!(moved.position.as_ref(), Some(&end));
}

backends!(a_loss_on_time_shows_the_winner);
async fn a_loss_on_time_shows_the_winner(env: Env) {
    let svc = env.open().await;
    let admin = Actor {
        admin: true,
        ..actor(CAROL)
    };
    svc.settings()
        .set_turn_limit(admin, Duration::from_secs(3600))
        .await
        .unwrap();
    let (users, _) = start(&svc, Variant::Standard).await;
    let before = board_picture(&svc, CHANNEL, users[0]).await;
    env.clock.advance(HOUR);
    let notices = svc.deadlines().tick().await.unwrap();
    let forfeit = notices
        .iter()
        .find(|n| n.reply.image.is_some())
        .expect("the loss on time, with its picture");
    let after = forfeit.reply.image.as_ref().expect("a picture");
    assert_shows_the_end(&before, after, "alt-winner", Some("alt-why-time"));
    // Viewing the board afterwards shows the same ending.
    let again = board_picture(&svc, CHANNEL, users[0]).await;
    assert!(again.alt_text.ids().contains(&"alt-why-time"));
}

backends!(an_abort_shows_no_result_and_nobody_to_move);
async fn an_abort_shows_no_result_and_nobody_to_move(env: Env) {
    let svc = env.open().await;
    let (users, _) = start(&svc, Variant::Standard).await;
    let before = board_picture(&svc, CHANNEL, users[0]).await;
    let moderator = Actor {
        moderator: true,
        ..actor(CAROL)
    };
    let r = svc.endings().abort(moderator).await.unwrap();
    let after = r.image.expect("the last picture");
    assert_shows_the_end(&before, &after, "alt-aborted", None);
    assert!(!after.alt_text.ids().contains(&"alt-winner"));
}

backends!(a_tournament_forfeit_shows_the_winner);
async fn a_tournament_forfeit_shows_the_winner(env: Env) {
    let svc = env.open().await;
    let admin = Actor {
        admin: true,
        ..Actor::member(Some(GUILD), CHANNEL, ALICE)
    };
    let spec = TournamentSpec {
        name: "Cup".to_owned(),
        format: AskedFormat::RoundRobin { rounds: None },
        variant: Variant::Standard,
        turn_limit: Duration::from_secs(3600),
        signup: None,
        in_thread: false,
        max_players: None,
    };
    svc.tournaments().create(admin, spec).await.unwrap();
    for user in [ALICE, BOB, CAROL] {
        svc.tournaments()
            .join(Actor::member(Some(GUILD), CHANNEL, user), None)
            .await
            .unwrap();
    }
    let mut started = svc.tournaments().start(admin).await.unwrap();
    // Round one is paired after the answer, as the front end does.
    let mut effects = Vec::new();
    for e in started.take_effects().as_slice() {
        if let Effect::PairRound(spot) = e {
            let paired = svc.tournaments().pair_round(spot.tournament).await.unwrap();
            effects.extend(paired.as_slice().iter().cloned());
        }
    }
    let starts: Vec<_> = effects
        .iter()
        .filter_map(|e| match e {
            Effect::StartGames(g) => Some(g.games.clone()),
            _ => None,
        })
        .flatten()
        .collect();
    let p = starts.first().expect("a game in round 1").clone();
    let thread = ChannelId::new(920_000_000_000_000_001);
    svc.tournaments()
        .start_pairing(p.pairing, thread)
        .await
        .unwrap()
        .expect("the game starts");
    let before = board_picture(&svc, thread, p.first).await;
    let mut left = svc
        .tournaments()
        .leave(Actor::member(Some(GUILD), CHANNEL, p.second), None)
        .await
        .unwrap();
    let post = left
        .take_effects()
        .as_slice()
        .iter()
        .find_map(|e| match e {
            Effect::Post(post) if post.channel == thread => Some(post.clone()),
            _ => None,
        })
        .expect("the game's channel is told");
    let after = post.image.expect("the last picture");
    assert_shows_the_end(&before, &after, "alt-winner", Some("alt-why-forfeit"));
}

backends!(a_board_posted_for_everyone_speaks_the_servers_language_a_lesson_the_members);
async fn a_board_posted_for_everyone_speaks_the_servers_language_a_lesson_the_members(env: Env) {
    use lyngk::i18n::Lang;
    let svc = env.open().await;
    svc.note_guild_lang(GUILD, Lang::Fr);
    let (users, pos) = start(&svc, Variant::Standard).await;
    let [p1, _] = users;
    // The mover reads Chinese; the board of the game is for everyone in
    // the French server.
    let moved = svc
        .turns()
        .play_move(actor(p1).reading(Lang::ZhCn), None, &first_move(&pos))
        .await
        .unwrap();
    let board = board_picture(&svc, CHANNEL, p1).await;
    let end = moved.position.expect("the position");
    let path = match first_move(&pos).parse::<lyngk::engine::Move>() {
        Ok(m) => pos.lyngk_path(&m).expect("legal"),
        Err(e) => panic!("{e}"),
    };
    let last = LastTurn { claim: None, path };
    let names = if p1 == ALICE {
        ["alice", "bob"]
    } else {
        ["bob", "alice"]
    };
    let view = BoardView::new(&end, Some(&last)).named(names);
    let drawn = |lang: Lang| board_png(&view, lang.picture_words()).unwrap();
    assert_eq!(board.bytes, drawn(Lang::Fr));
    assert_eq!(
        moved.image.expect("the turn's board").bytes,
        drawn(Lang::Fr)
    );
    assert_ne!(board.bytes, drawn(Lang::ZhCn));
    assert_ne!(board.bytes, drawn(Lang::En));
    // A lesson's step only the member sees: in their language, whatever
    // the server's.
    let step = svc
        .lessons()
        .start(actor(p1).reading(Lang::ZhCn), lyngk::lessons::Lesson::Moves)
        .await
        .unwrap();
    let at = step.position.expect("the step's position");
    let view = BoardView::new(&at, None);
    let private = step.image.expect("the step's picture").bytes;
    assert_eq!(
        private,
        board_png(&view, Lang::ZhCn.picture_words()).unwrap()
    );
    assert_ne!(private, board_png(&view, Lang::Fr.picture_words()).unwrap());
}
