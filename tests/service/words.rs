//! The words players read, in every language: the score lines at the end
//! (plurals, numbers that don't run together), a sentence that starts with
//! the computer, the rating's deviation as the note about it means it, a
//! menu of a game that is over, an empty move, the history's pointer to the
//! replay (not a developer's command), and one name for the permission the
//! server settings and tournaments need.

use crate::service_env::*;
use lyngk::engine::{Color, Player, Variant};
use lyngk::i18n::{Arg, Lang, Msg, Text};
use lyngk::ids::Seat;
use lyngk::service::{Button, Reply, Revision, ServiceError, text, views};

fn user_err(r: Result<Reply, ServiceError>) -> String {
    match r {
        Err(ServiceError::User(m)) => m.ids().join("/"),
        Err(e) => panic!("expected a user error, got {e:?}"),
        Ok(reply) => panic!("expected a user error, got {:?}", reply.text),
    }
}

/// Whether `s` has two numbers separated by spaces only ("3 4-stacks").
fn numbers_run_together(s: &str) -> bool {
    let chars: Vec<char> = s.chars().collect();
    (0..chars.len()).any(|i| {
        chars[i].is_ascii_digit() && {
            let rest: String = chars[i + 1..].iter().collect();
            let trimmed = rest.trim_start();
            trimmed.len() < rest.len() && trimmed.starts_with(|c: char| c.is_ascii_digit())
        }
    })
}

#[test]
fn score_lines_count_in_the_singular_and_keep_numbers_apart() {
    let lines = views::end_by_moves(
        Variant::Standard,
        [ALICE.into(), Seat::Computer],
        [[1, 3, 0, 1, 2], [2, 0, 4, 1, 0]],
        Some(Player::Two),
    );
    for lang in Lang::ALL {
        let rendered = lang.render_text(&Text(lines.clone()));
        for line in rendered.lines() {
            assert!(!numbers_run_together(line), "{lang:?}: {rendered}");
        }
        if lang == Lang::En {
            assert!(rendered.contains("1 point;"), "{rendered}");
            assert!(rendered.contains("2 points;"), "{rendered}");
            assert!(!rendered.contains("1 points"), "{rendered}");
        }
    }
}

#[test]
fn a_sentence_that_starts_with_the_computer_starts_with_a_capital() {
    for lang in Lang::ALL {
        let line = lang.render_text(&Text(vec![text::claimed(Seat::Computer, Color::Green)]));
        let first = line.chars().next().expect("words");
        assert!(!first.is_lowercase(), "{lang:?}: {line}");
        // Also after the bold of a result line.
        let won = lang.render_text(&Text(vec![
            Msg::new("end-win-on")
                .user("user", Seat::Computer)
                .arg("criterion", Msg::new("criterion-points")),
        ]));
        let first = won.trim_start_matches(['*', '_']).chars().next();
        assert!(!first.is_some_and(char::is_lowercase), "{lang:?}: {won}");
        // Inside a sentence it stays as it is.
        let inside = lang.render_text(&Text(vec![text::resigned(ALICE, Seat::Computer)]));
        let name = lang.render(&Msg::new("computer"));
        assert!(inside.contains(&name), "{lang:?}: {inside}");
    }
}

#[test]
fn the_same_permission_has_the_same_name_in_every_refusal() {
    for (lang, permission) in [
        (Lang::En, "Manage Server"),
        (Lang::Fr, "Gérer le serveur"),
        (Lang::Es, "Gestionar servidor"),
        (Lang::ZhCn, "管理服务器"),
        (Lang::Tr, "Sunucuyu Yönet"),
    ] {
        for id in [
            "admins-only",
            "threads-admins-only",
            "tournament-admins-only",
        ] {
            let said = lang.render(&Msg::new(id));
            assert!(said.contains(permission), "{lang:?} {id}: {said}");
        }
    }
}

backends!(menus_empty_moves_history_and_deviation_say_what_is_true);
async fn menus_empty_moves_history_and_deviation_say_what_is_true(env: Env) {
    let svc = env.open().await;
    let r = svc
        .challenges()
        .challenge(actor(ALICE), BOB.into(), Variant::Standard)
        .await
        .unwrap();
    let Button::Accept { challenge } = r.buttons[0] else {
        panic!("no accept button");
    };
    let r = svc
        .challenges()
        .accept(actor(BOB), Some(challenge))
        .await
        .unwrap();
    let pos = r.position.expect("the start");
    let [p1, p2] = if r.mentions[0] == ALICE {
        [ALICE, BOB]
    } else {
        [BOB, ALICE]
    };
    // An empty move is asked for, not called "`` is not a move".
    for empty in ["", "   "] {
        assert_eq!(
            user_err(svc.turns().play_move(actor(p1), None, empty).await),
            "bad-move-nothing"
        );
    }
    let moved = svc
        .turns()
        .play_move(actor(p1), None, &first_move(&pos))
        .await
        .unwrap();
    let game = match moved.buttons.first() {
        Some(Button::Move { game, .. }) => *game,
        other => panic!("a Move button, not {other:?}"),
    };
    let second = current(&svc).await;
    svc.turns()
        .play_move(actor(p2), None, &first_move(&second))
        .await
        .unwrap();
    svc.endings().resign(actor(p1)).await.unwrap();
    // A menu of the game that is over says so, and no Move button.
    let menu = svc
        .menus()
        .move_menu(actor(p2), Revision { game, rev: 2 })
        .await;
    assert_eq!(user_err(menu), "menu-game-over");
    // The history points to the replay, not to a developer's command.
    let history = svc.viewing().history(actor(ALICE)).await.unwrap();
    assert!(history.text.has("history-replay-it"));
    for lang in Lang::ALL {
        let words = lang.render_text(&history.text);
        assert!(!words.contains("lyngk play"), "{lang:?}: {words}");
    }
    // The rating's ± is its deviation (at most the 350 every player
    // starts with), as the note about deviations means it.
    let stats = svc.viewing().stats(actor(ALICE), ALICE).await.unwrap();
    let rating = stats.text.find("stats-rating").expect("a rating");
    match rating.get("deviation") {
        Some(Arg::Num(d)) => assert!((1..=350).contains(d), "±{d}"),
        other => panic!("a deviation, not {other:?}"),
    }
}
