//! The ids of buttons and menus: every declared value is read back as
//! written, within Discord's 100 characters, and as nothing else; the ids
//! of public messages keep their text from before the declarations; an id
//! this service does not make (an old private board's among them) is read
//! as nothing.

use proptest::prelude::*;

use super::codec::{Sample, field_names, head};
use super::*;
use crate::ids::{MistakeId, PuzzleId, TakebackId, UserId};
use crate::lessons::Lesson;
use crate::service::board::{BoardKind, BoardRef, LessonStep, MistakeRetry, PuzzleAt};

/// Discord's limit on a custom id.
const ID_LIMIT: usize = 100;

/// Every place a menu can take in one message.
const PARTS: std::ops::Range<usize> = 0..Menu::MAX_ROWS;

fn c3() -> Point {
    "C3".parse().unwrap()
}

/// The ids under the messages that stay in channels (challenges, turns,
/// takebacks, tournaments, leaderboards, the daily puzzle), as the service
/// wrote them before buttons were declared: they must still be read.
#[test]
fn the_ids_of_public_messages_keep_their_text() {
    let game = GameId(12);
    let buttons = [
        (
            Button::Accept {
                challenge: ChallengeId(7),
            },
            "lyngk:accept:7",
        ),
        (
            Button::Decline {
                challenge: ChallengeId(123_456_789_012),
            },
            "lyngk:decline:123456789012",
        ),
        (Button::Rematch { game }, "lyngk:rematch:12"),
        (Button::Resign { game }, "lyngk:resign:12"),
        (Button::KeepPlaying { game }, "lyngk:keep:12"),
        (
            Button::PreviousPage {
                variant: Variant::Standard,
                page: 0,
            },
            "lyngk:prev-standard:0",
        ),
        (
            Button::NextPage {
                variant: Variant::SixStack,
                page: 2,
            },
            "lyngk:next-sixstack:2",
        ),
        (Button::Move { game, rev: 31 }, "lyngk:move:12:31"),
        (
            Button::Claim {
                game: GameId(3),
                rev: 17,
                color: Color::Black,
            },
            "lyngk:claim-black:3:17",
        ),
        (Button::Takeback { game, rev: 4 }, "lyngk:takeback:12:4"),
        (
            Button::TakebackAccept {
                takeback: TakebackId(3),
            },
            "lyngk:takeback-yes:3",
        ),
        (
            Button::TakebackDecline {
                takeback: TakebackId(3),
            },
            "lyngk:takeback-no:3",
        ),
        (
            Button::JoinTournament {
                tournament: TournamentId(5),
            },
            "lyngk:tjoin:5",
        ),
        (
            Button::LeaveTournament {
                tournament: TournamentId(5),
            },
            "lyngk:tleave:5",
        ),
        (
            Button::EntrantsPrevious {
                tournament: TournamentId(5),
                page: 0,
            },
            "lyngk:tprev:5:0",
        ),
        (
            Button::EntrantsNext {
                tournament: TournamentId(123_456),
                page: 20,
            },
            "lyngk:tnext:123456:20",
        ),
        (Button::DailyPuzzle, "lyngk:puzzle-daily:0"),
        (Button::NextPuzzle, "lyngk:puzzle-next:0"),
    ];
    for (button, id) in buttons {
        assert_eq!(button.custom_id(), id);
        assert_eq!(Button::from_custom_id(id), Some(button), "{id}");
    }
    let menus = [
        (
            MenuKind::Stacks { game, rev: 31 },
            1,
            "lyngk:stacks:12:31:1",
        ),
        (
            MenuKind::Landings {
                game,
                rev: 31,
                from: c3(),
            },
            2,
            "lyngk:land-c3:12:31:2",
        ),
    ];
    for (kind, part, id) in menus {
        assert_eq!(kind.custom_id(part), id);
        assert_eq!(MenuKind::with_part(id), Some((kind, part)), "{id}");
    }
}

#[test]
fn a_private_boards_ids_carry_its_member_and_its_kind() {
    let alice = UserId::new(900_000_000_000_000_001);
    let lesson = BoardRef::new(
        alice,
        LessonStep {
            lesson: Lesson::FiveStack,
            step: 0,
        },
    );
    assert_eq!(
        lesson.move_button().custom_id(),
        "lyngk:board:900000000000000001.lesson.5.0"
    );
    let puzzle = BoardRef::new(
        alice,
        PuzzleAt {
            puzzle: PuzzleId(42),
            ply: 2,
        },
    );
    assert_eq!(
        Button::BoardClaim {
            board: puzzle,
            color: Color::Blue
        }
        .custom_id(),
        "lyngk:board-claim-blue:900000000000000001.puzzle.42.2"
    );
    assert_eq!(
        MenuKind::BoardLandings {
            board: puzzle,
            from: c3(),
            claim: Some(Color::Red),
        }
        .custom_id(0),
        "lyngk:board-land-c3:900000000000000001.puzzle.42.2:red:0"
    );
    let mistake = BoardRef::new(
        alice,
        MistakeRetry {
            mistake: MistakeId(7),
        },
    );
    assert_eq!(
        MenuKind::BoardStacks {
            board: mistake,
            claim: None
        }
        .custom_id(1),
        "lyngk:board-stacks:900000000000000001.mistake.7:none:1"
    );
    assert_eq!(
        BoardKind::from(MistakeRetry {
            mistake: MistakeId(7)
        }),
        mistake.kind
    );
}

/// Ids this service never made, and the ids of the private boards before
/// they carried their member (ephemeral messages, which may still be
/// clicked after an upgrade): read as nothing, never as another button.
#[test]
fn foreign_malformed_and_old_private_ids_are_read_as_nothing() {
    for bad in [
        "",
        "lyngk",
        "lyngk:",
        "lyngk:accept",
        "lyngk:accept:",
        "lyngk:accept:x",
        "lyngk:accept:+7",
        "lyngk:accept:07",
        "other:accept:1",
        "lyngk:fly:1",
        "lyngk:accept:1:2",
        "lyngk:next-chess:1",
        "lyngk:prev-standard:-1",
        "lyngk:move:1",
        "lyngk:move:1:2:3",
        "lyngk:claim-joker:1:2",
        "lyngk:claim-purple:1:2",
        "lyngk:accept:1:2:3:4",
        "lyngk:tnext:1",
        "lyngk:tprev:1:-1",
        "lyngk:puzzle-next:1",
        "lyngk:board:0.lesson.1.0",
        "lyngk:board:1.lesson.0.0",
        "lyngk:board:1.lesson.8.0",
        "lyngk:board:1.lesson.1.256",
        "lyngk:board:1.chess.1",
        "lyngk:board:1.mistake.1.2",
        "lyngk:board-claim-joker:1.puzzle.1.0",
        // The private boards' ids of before.
        "lyngk:lesson:4:0",
        "lyngk:puzzle:42:2",
        "lyngk:puzzle-claim-blue:42:0",
        "lyngk:mistake:42",
        "lyngk:lesson-stacks:4:0:0",
        "lyngk:lesson-land-e5:4:0:0",
        "lyngk:puzzle-stacks:42:0:1",
        "lyngk:puzzle-stacks-green:42:0:1",
        "lyngk:puzzle-land-c3:7:4:0",
        "lyngk:puzzle-land-c3-red:7:4:0",
        "lyngk:mistake-stacks:42:0",
        "lyngk:mistake-land-c3:7:1",
    ] {
        assert_eq!(Button::from_custom_id(bad), None, "{bad}");
        assert_eq!(MenuKind::from_custom_id(bad), None, "{bad}");
    }
    for bad in [
        "lyngk:stacks:1:2",
        "lyngk:stacks:1:2:x",
        "lyngk:land-z9:1:2:0",
        "lyngk:land-C3:1:2:0",
        "lyngk:land:1:2:0",
        "lyngk:move:1:2",
        "lyngk:board-stacks:1.lesson.1.0:0",
        "lyngk:board-stacks:1.lesson.1.0:joker:0",
        "lyngk:board-land-z9:1.lesson.1.0:none:0",
    ] {
        assert_eq!(MenuKind::from_custom_id(bad), None, "{bad}");
    }
}

/// Every declared value: all of Button's and MenuKind's.
fn buttons() -> BoxedStrategy<Button> {
    Button::strategy()
}

fn menus() -> BoxedStrategy<MenuKind> {
    MenuKind::strategy()
}

proptest! {
    #[test]
    fn every_button_is_read_back_as_written_and_is_no_menu(button in buttons()) {
        let id = button.custom_id();
        prop_assert!(id.len() <= ID_LIMIT, "{id}");
        prop_assert_eq!(Button::from_custom_id(&id), Some(button));
        prop_assert_eq!(MenuKind::from_custom_id(&id), None);
    }

    #[test]
    fn every_menu_is_read_back_as_written_and_is_no_button(
        kind in menus(),
        part in PARTS,
    ) {
        let id = kind.custom_id(part);
        prop_assert!(id.len() <= ID_LIMIT, "{id}");
        prop_assert_eq!(MenuKind::with_part(&id), Some((kind, part)));
        prop_assert_eq!(Button::from_custom_id(&id), None);
    }

    /// An id changed in one place is read as nothing or as the value it
    /// is the id of, never misread.
    #[test]
    fn an_altered_id_is_never_misread(
        button in buttons(),
        kind in menus(),
        part in PARTS,
        at in any::<prop::sample::Index>(),
        with in prop::sample::select(&b":.-0123456789abcdeiklnoprstuyz+ "[..]),
    ) {
        for id in [button.custom_id(), kind.custom_id(part)] {
            let mut bytes = id.into_bytes();
            let i = at.index(bytes.len());
            bytes[i] = with;
            let altered = String::from_utf8(bytes).expect("ASCII");
            if let Some(b) = Button::from_custom_id(&altered) {
                prop_assert_eq!(b.custom_id(), altered.clone());
            }
            if let Some((k, p)) = MenuKind::with_part(&altered) {
                prop_assert_eq!(k.custom_id(p), altered.clone());
            }
        }
    }
}

#[test]
fn every_id_at_its_longest_fits_discords_limit() {
    for button in Button::longest_each() {
        let id = button.custom_id();
        assert!(id.len() <= ID_LIMIT, "{} characters: {id}", id.len());
        assert_eq!(Button::from_custom_id(&id), Some(button));
    }
    for kind in MenuKind::longest_each() {
        let id = kind.custom_id(PARTS.end - 1);
        assert!(id.len() <= ID_LIMIT, "{} characters: {id}", id.len());
        assert_eq!(MenuKind::from_custom_id(&id), Some(kind));
    }
    // The largest snowflake and the longest kind are in there.
    let longest = MenuKind::longest().custom_id(PARTS.end - 1);
    assert!(longest.contains(&u64::MAX.to_string()), "{longest}");
}

/// The literal text before a pattern's first field tells its variant
/// apart: no kind's head (buttons and menus together) starts another's.
#[test]
fn no_kinds_head_is_a_prefix_of_anothers() {
    let heads: Vec<(&str, &str)> = Button::PATTERNS
        .iter()
        .chain(MenuKind::PATTERNS)
        .map(|p| (*p, head(p)))
        .collect();
    for (i, (p, h)) in heads.iter().enumerate() {
        assert!(!h.is_empty(), "{p} starts with a field");
        for (j, (q, g)) in heads.iter().enumerate() {
            assert!(i == j || !g.starts_with(h), "{p} and {q}");
        }
    }
}

/// A pattern names each of its variant's fields once and nothing else,
/// with literal text between two fields; the names counted in the metrics
/// are the kinds'.
#[test]
fn every_pattern_names_its_fields() {
    for (patterns, fields) in [
        (Button::PATTERNS, Button::FIELDS),
        (MenuKind::PATTERNS, MenuKind::FIELDS),
    ] {
        assert_eq!(patterns.len(), fields.len());
        for (pattern, fields) in patterns.iter().zip(fields) {
            let mut named = field_names(pattern);
            named.sort_unstable();
            let mut declared = fields.to_vec();
            declared.sort_unstable();
            assert_eq!(named, declared, "{pattern}");
            assert!(!pattern.contains("}{"), "{pattern}: fields apart");
        }
        let mut names: Vec<&str> = patterns.iter().map(|p| codec::name(p)).collect();
        let all = names.len();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), all, "a name per kind: {names:?}");
    }
}

#[test]
fn a_button_looks_as_declared() {
    let move_ = Button::Move {
        game: GameId(1),
        rev: 0,
    };
    assert_eq!(move_.tone(), Tone::Primary);
    assert_eq!(move_.label().id, "button-move");
    assert_eq!(move_.name(), "move");
    let claim = Button::Claim {
        game: GameId(1),
        rev: 0,
        color: Color::Red,
    };
    assert_eq!(claim.label(), text::button_claim(Color::Red));
    assert_eq!(
        Button::Decline {
            challenge: ChallengeId(1)
        }
        .tone(),
        Tone::Danger
    );
    assert_eq!(claim.game(), Some(GameId(1)));
    assert_eq!(Button::DailyPuzzle.game(), None);
    assert_eq!(
        MenuKind::Landings {
            game: GameId(1),
            rev: 0,
            from: c3()
        }
        .name(),
        "land"
    );
}

/// A review's ids carry its member, the game (played or imported, told
/// apart by their heads) and the turn; each step has an id of its own.
#[test]
fn a_reviews_ids_carry_its_member_game_and_turn() {
    use crate::ids::ImportedGameId;
    use crate::service::board::{ReviewAt, Reviewed};
    assert_eq!(Reviewed::PATTERNS, ["g{game}", "i{game}"]);
    assert_eq!(Reviewed::FIELDS, [["game"], ["game"]]);
    let alice = UserId::new(900_000_000_000_000_001);
    let played = ReviewAt {
        member: alice,
        game: Reviewed::Played { game: GameId(12) },
        turn: 3,
    };
    assert_eq!(
        Button::ReviewSwing { to: played }.custom_id(),
        "lyngk:review-swing:900000000000000001.g12.3"
    );
    let imported = ReviewAt {
        game: Reviewed::Imported {
            game: ImportedGameId(12),
        },
        ..played
    };
    assert_eq!(
        Button::ReviewBack { to: imported }.custom_id(),
        "lyngk:review-back:900000000000000001.i12.3"
    );
    assert_eq!(
        Button::Review {
            game: Reviewed::Imported {
                game: ImportedGameId(4)
            }
        }
        .custom_id(),
        "lyngk:review:i4"
    );
    assert_eq!(Button::review_of(GameId(4)).custom_id(), "lyngk:review:g4");
    let steps = [
        Button::ReviewStart { to: played },
        Button::ReviewBack { to: played },
        Button::ReviewOn { to: played },
        Button::ReviewEnd { to: played },
        Button::ReviewSwing { to: played },
    ];
    for b in steps {
        assert_eq!(b.review_step(), Some(played));
        assert_eq!(Button::from_custom_id(&b.custom_id()), Some(b));
    }
    let mut ids: Vec<String> = steps.iter().map(Button::custom_id).collect();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), steps.len(), "one id per step in a message");
    for bad in [
        "lyngk:review:x4",
        "lyngk:review:g04",
        "lyngk:review-on:0.g1.1",
        "lyngk:review-on:1.g1",
        "lyngk:review-on:1.g1.-1",
    ] {
        assert_eq!(Button::from_custom_id(bad), None, "{bad}");
    }
}
