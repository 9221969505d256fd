//! The message catalogue: every message in every language with the same
//! placeholders, every service message and engine rule violation rendered in
//! every language, the Discord command tree localised, and a whole scripted
//! game in each language without a word of English fallback.

use std::collections::{BTreeMap, BTreeSet};
use std::time::Duration;

use fluent_syntax::ast;
use lyngk::engine::{Color, IllegalAction, Player, Point, Variant};
use lyngk::i18n::{Lang, Msg, Text};
use lyngk::ids::{ChallengeId, GameId, Seat, UserId};
use lyngk::record::ChallengeStatus;
use lyngk::record::{EndReason, GameResult};
use lyngk::service::views::{self, LadderRating, PlayerResult, Record, Streak};
use lyngk::service::{BadMove, text};
use lyngk::time::Timestamp;

const HOUR: Duration = Duration::from_secs(3600);
const DAY: Duration = Duration::from_secs(24 * 3600);

/// Message id → the variables it uses, for one catalogue file.
pub(crate) fn placeholders(lang: Lang) -> BTreeMap<String, BTreeSet<String>> {
    fn inline(e: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>) {
        match e {
            ast::InlineExpression::VariableReference { id } => {
                out.insert(id.name.to_owned());
            }
            ast::InlineExpression::Placeable { expression } => expr(expression, out),
            ast::InlineExpression::FunctionReference { arguments, .. } => {
                for a in &arguments.positional {
                    inline(a, out);
                }
                for a in &arguments.named {
                    inline(&a.value, out);
                }
            }
            // A term called with arguments (`{ -le(c: $color) }`).
            ast::InlineExpression::TermReference {
                arguments: Some(arguments),
                ..
            } => {
                for a in &arguments.named {
                    inline(&a.value, out);
                }
            }
            _ => {}
        }
    }
    fn expr(e: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
        match e {
            ast::Expression::Inline(i) => inline(i, out),
            ast::Expression::Select { selector, variants } => {
                inline(selector, out);
                for v in variants {
                    pattern(&v.value, out);
                }
            }
        }
    }
    fn pattern(p: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
        for el in &p.elements {
            if let ast::PatternElement::Placeable { expression } = el {
                expr(expression, out);
            }
        }
    }
    let resource = fluent_syntax::parser::parse(lang.source())
        .unwrap_or_else(|(_, errors)| panic!("locales/{}/main.ftl: {errors:?}", lang.code()));
    let mut out = BTreeMap::new();
    for entry in resource.body {
        if let ast::Entry::Message(m) = entry {
            let mut vars = BTreeSet::new();
            let value = m
                .value
                .as_ref()
                .unwrap_or_else(|| panic!("{} has no value", m.id.name));
            pattern(value, &mut vars);
            assert!(
                out.insert(m.id.name.to_owned(), vars).is_none(),
                "{} is defined twice in {}",
                m.id.name,
                lang.code()
            );
        }
    }
    out
}

#[test]
fn every_message_exists_in_every_language_with_the_same_placeholders() {
    let en = placeholders(Lang::En);
    assert!(en.len() > 150, "{}", en.len());
    for lang in Lang::ALL {
        let other = placeholders(lang);
        let missing: Vec<&String> = en.keys().filter(|k| !other.contains_key(*k)).collect();
        let extra: Vec<&String> = other.keys().filter(|k| !en.contains_key(*k)).collect();
        assert!(missing.is_empty(), "{} lacks {missing:?}", lang.code());
        assert!(extra.is_empty(), "{} has unknown {extra:?}", lang.code());
        for (id, vars) in &en {
            assert_eq!(&other[id], vars, "placeholders of {id} in {}", lang.code());
        }
    }
}

fn p(s: &str) -> Point {
    s.parse().unwrap()
}

/// One of every message the service can say, with plausible arguments.
fn every_service_message() -> Vec<Msg> {
    let (a, b) = (UserId::new(11), UserId::new(22));
    let (sa, sb) = (Seat::Human(a), Seat::Human(b));
    let d = Duration::from_secs(90 * 60);
    let mut all = vec![
        text::internal_error(),
        text::cannot_challenge_self(),
        text::channel_busy(),
        text::challenge_pending(a, Some(b)),
        text::challenge_pending(a, None),
        text::challenge_taken(b),
        text::cannot_accept_own_challenge(),
        text::open_challenge_not_declined(a),
        text::challenged_anyone(a, Variant::SixStack, d),
        text::no_open_challenge(),
        text::challenge_expired(),
        text::challenge_not_for_you(b),
        text::not_your_challenge(),
        text::wrong_channel(),
        text::no_game(),
        text::never_a_game(),
        text::not_a_player(),
        text::not_your_turn(sb),
        text::menu_outdated(),
        text::takeback_nothing(),
        text::rating_chart_alt(
            a,
            &[
                (Variant::Standard, vec![1500.0, 1662.0]),
                (Variant::SixStack, vec![]),
            ],
        ),
        text::rating_chart_alt(
            a,
            &[
                (Variant::Standard, vec![1500.0, 1662.0, 1600.0]),
                (Variant::SixStack, vec![1500.0, 1400.0]),
            ],
        ),
        Msg::new("settings-head"),
        text::takebacks_off(),
        text::takeback_pending(a),
        text::takeback_button_for(b),
        text::takeback_asked(a, b, &["+R C3-E5".into(), "D4-E5".into()], d),
        text::takeback_not_for_you(b),
        text::takeback_accepted(b, a, &["C3-E5".into()]),
        text::takeback_against_computer(a, &["C3-E5".into(), "D4-E5".into()]),
        text::takeback_declined(b, a),
        text::takeback_expired(a),
        text::takeback_closed(lyngk::record::TakebackStatus::Accepted),
        text::takeback_closed(lyngk::record::TakebackStatus::Declined),
        text::takeback_closed(lyngk::record::TakebackStatus::Expired),
        text::takeback_closed(lyngk::record::TakebackStatus::Overtaken),
        text::takebacks_set(true),
        text::takebacks_set(false),
        text::history_taken_back(7, &["+R C3-E5".into()]),
        lyngk::service::Button::Takeback {
            game: GameId(1),
            rev: 2,
        }
        .label(),
        text::menu_stacks(true),
        text::menu_stacks(false),
        text::menu_stacks_placeholder(None),
        text::menu_stacks_placeholder(Some("A–E".into())),
        text::menu_landings_placeholder(None),
        text::menu_landings_placeholder(Some("F".into())),
        text::stack_description(Color::Ivory, 1),
        text::stack_description(Color::Black, 4),
        text::menu_landings(p("C3")),
        text::destination(p("E3"), &[p("B2"), p("C3")], None),
        text::destination(p("G9"), &[], Some(Color::Blue)),
        text::destination(p("G9"), &[p("F7")], Some(Color::Ivory)),
        lyngk::service::Button::Move {
            game: GameId(1),
            rev: 2,
        }
        .label(),
        lyngk::service::Button::Claim {
            game: GameId(1),
            rev: 2,
            color: Color::Green,
        }
        .label(),
        BadMove::TooFewPoints.message("C3"),
        BadMove::TooManyPoints.message("A1-A2-A3"),
        BadMove::NotAPoint("Z9".into()).message("Z9-E5"),
        BadMove::MissingPoint(2).message("C3--D4"),
        text::changed_meanwhile(),
        text::moderators_only(),
        text::admins_only(),
        text::turn_limit_out_of_range(Duration::from_secs(60), Duration::from_secs(30 * 86_400)),
        text::game_not_over(),
        text::no_such_game(),
        text::challenged(a, b, Variant::Standard, d),
        text::rematch_offered(a, b, Variant::SixStack, d),
        text::declined(a, b),
        text::cancelled(a),
        text::challenge_timed_out(a, Some(b)),
        text::challenge_timed_out(a, None),
        text::game_started(a, b, Variant::SixStack, DAY),
        text::claimed(a, Color::Green),
        text::now_move(a),
        text::moved(a, "C3-E5", &[p("C3"), p("E5")]),
        text::moved(a, "B5-E3", &[p("B5"), p("B2"), p("C3"), p("E3")]),
        text::scored(a, 1),
        text::scored(a, 2),
        text::passed(b),
        text::to_move(a, Player::One, &[]),
        text::to_move(a, Player::Two, &[Color::Ivory, Color::Black]),
        text::turn_warning(a, HOUR),
        text::sudden_death(a),
        text::resigned(a, b),
        text::lost_on_time(a, b),
        text::aborted(a),
        text::rating_change(a, 1500.0, 1662.3),
        text::game_over_status(Some(GameResult::Win1), Some(EndReason::Timeout), [sa, sb]),
        text::game_over_status(
            Some(GameResult::Win2),
            Some(EndReason::SuddenDeath),
            [sa, sb],
        ),
        text::game_over_status(Some(GameResult::Win2), Some(EndReason::Resign), [sa, sb]),
        text::game_over_status(Some(GameResult::Win1), None, [sa, sb]),
        text::game_over_status(Some(GameResult::Draw), None, [sa, sb]),
        text::game_over_status(None, None, [sa, sb]),
        text::replay_caption([sa, sb], 40),
        text::replay_alt(1),
        text::analysis_head([sa, sb], Variant::SixStack, 31),
        text::analysis_swing(14, b, "C3-E5", 62, 31),
        text::analysis_swing(3, a, "+R A3-B2", 40, 55),
        text::analysis_preferred("F4-G5", 62),
        text::analysis_level(),
        text::analysis_note(800),
        text::analysis_alt(sa, 1),
        text::analysis_busy(),
        text::turn_limit_set(d),
        text::ai_game_started(a, lyngk::ai::Level::Easy, Variant::Standard, DAY, true),
        text::ai_game_started(a, lyngk::ai::Level::Hard, Variant::SixStack, DAY, false),
        text::computer_answers(lyngk::ai::Level::Normal),
        text::computer_thinking(lyngk::ai::Level::Hard),
        text::search_busy(),
        text::not_rated_early(),
        text::claimed(Seat::Computer, Color::Red),
        text::passed(Seat::Computer),
        text::rules(),
    ];
    // Tournaments: every message, with each of its variants (a Swiss and a
    // round robin, one winner and two, a bye of each kind, over or not).
    all.extend([
        text::tournament_format(Some(3)),
        text::tournament_format(Some(1)),
        text::tournament_format(None),
        text::tournament_admins_only(),
        text::tournament_in_thread(),
        text::tournament_name_invalid(60),
        text::tournament_rounds_needed(20),
        text::tournament_rounds_for_round_robin(),
        text::tournament_signup_out_of_range(720),
        text::tournament_channel_taken("Evening"),
        text::tournament_none(),
        text::tournament_announce("Evening", Some(3), Variant::SixStack, HOUR, a),
        text::tournament_announce("League", None, Variant::Standard, DAY, a),
        text::tournament_signup_until(Some(Timestamp::from_millis(1_800_000_000_000))),
        text::tournament_signup_until(None),
        text::tournament_entrants(&[]),
        text::tournament_entrants(&[a]),
        text::tournament_entrants(&[a, b]),
        text::tournament_signup_closed_line(5),
        text::tournament_cancelled_line(),
        text::tournament_joined("Evening", 1),
        text::tournament_joined("Evening", 4),
        text::tournament_already_joined("Evening"),
        text::tournament_left_signup("Evening"),
        text::tournament_not_entered(b, "Evening"),
        text::tournament_signup_closed("Evening"),
        text::tournament_removed_no_rejoin("Evening"),
        text::tournament_withdrew(b, "Evening"),
        text::tournament_removed(a, b, "Evening"),
        text::tournament_forfeit(a, b),
        text::tournament_started("Evening", 5, 3),
        text::tournament_too_few("Evening", 1),
        text::tournament_too_few_for_rounds(3, 5, 4),
        text::tournament_rounds_reduced(4, 2),
        text::tournament_cancelled_too_few("Evening", 1),
        text::tournament_already_started("Evening"),
        text::tournament_round("Evening", 2, 3),
        text::tournament_board(1, a, b),
        text::tournament_board_forfeit(2, a, b),
        text::tournament_bye(a, true),
        text::tournament_bye(a, false),
        text::tournament_game_started("Evening", 2, a, b, Variant::Standard, HOUR),
        text::tournament_round_over("Evening", 2),
        text::tournament_winner("Evening", &[a]),
        text::tournament_winner("Evening", &[a, b]),
        text::tournament_standings_head("Evening", 2, 3, false),
        text::tournament_standings_head("Evening", 3, 3, true),
        text::standings_row(1, a, "2½", Some("4"), "3¼", 2, false),
        text::standings_row(2, b, "1", None, "½", 1, true),
        text::standings_caption(Some(3), 2, 3, false),
        text::standings_caption(None, 3, 3, true),
        text::standings_alt("Evening", Some(a), "2½"),
        text::standings_alt("Evening", None, "0"),
        text::tournament_paused("Evening"),
        text::tournament_not_paused("Evening"),
        text::tournament_resumed("Evening"),
        text::tournament_cancelled(a, "Evening"),
        text::tournament_over("Evening"),
        text::tournament_not_running("Evening"),
        text::tournament_takebacks_off(),
        text::tournament_abort_refused("Evening"),
        text::tournament_thread_failed(a, b),
        text::tournament_resuming("Evening", 2),
        text::tournament_game_forfeited(a, b),
        text::tournament_thread_name(2, "alice", "bob"),
    ]);
    all.extend(text::standings_labels());
    // The board in words: mid-game after a claim and a LYNGK move, at the
    // start, and a finished six-stack game.
    let mid: lyngk::engine::Position = "G/GKI/-/-/-/BWWR/GRB/-/-/-/-/GKIB/-/-/-/IK/-/-/GR/-/-/RBI/-/WRKB/KI/-/-/-/KIRB/-/-/GB/-/-/-/-/-/KG/RI/-/-/-/- IR:B 1 1:0 standard".parse().unwrap();
    let last = lyngk::engine::LastTurn {
        claim: Some(Color::Blue),
        path: vec![p("I7"), p("E7"), p("C7"), p("C2")],
    };
    all.push(lyngk::service::board_alt_text(&mid, Some(&last)));
    let start = lyngk::engine::Position::random_start(3, Variant::Standard);
    all.push(lyngk::service::board_alt_text(&start, None));
    let six: lyngk::engine::Position = "-/-/-/-/BGRI/-/-/-/-/-/IWR/-/-/-/-/KGRBI/-/BI/GWWRBK/-/RGBK/-/-/-/-/-/KRIG/-/-/-/-/GK/BIK/-/BIGK/-/-/-/-/-/IKBRG/R/- GB:IK 1 0:0 sixstack win2".parse().unwrap();
    all.push(lyngk::service::board_alt_text(&six, None));
    for b in [
        lyngk::service::Button::Accept {
            challenge: ChallengeId(1),
        },
        lyngk::service::Button::Decline {
            challenge: ChallengeId(1),
        },
        lyngk::service::Button::Rematch { game: GameId(1) },
        lyngk::service::Button::PreviousPage {
            variant: Variant::Standard,
            page: 0,
        },
        lyngk::service::Button::NextPage {
            variant: Variant::Standard,
            page: 1,
        },
    ] {
        all.push(b.label());
    }
    for status in [
        ChallengeStatus::Accepted,
        ChallengeStatus::Declined,
        ChallengeStatus::Cancelled,
        ChallengeStatus::Expired,
    ] {
        all.push(text::challenge_closed(status));
    }
    for (variant, scores, winner) in [
        (
            Variant::Standard,
            [[2, 1, 0, 0, 0], [1, 3, 0, 0, 0]],
            Some(Player::One),
        ),
        (
            Variant::SixStack,
            [[0, 1, 2, 0, 0], [0, 1, 1, 0, 0]],
            Some(Player::One),
        ),
        (Variant::Standard, [[1, 1, 1, 1, 1], [1, 1, 1, 1, 1]], None),
    ] {
        all.extend(views::end_by_moves(variant, [sa, sb], scores, winner));
    }
    all.extend(text::history(GameId(7), "LPN", &[], [sa, sb]));
    all.extend(text::history(
        GameId(7),
        "LPN",
        &["+R C3-E5".into()],
        [sa, sb],
    ));
    let listed = |next: Seat| views::ListedGame {
        players: [sa, sb],
        variant: Variant::SixStack,
        next,
        since: Timestamp::from_millis(1_735_689_600_000),
        link: "https://discord.com/channels/1/2".into(),
        result: None,
    };
    let ended = |result| views::ListedGame {
        link: "https://discord.com/channels/@me/2".into(),
        result: Some(result),
        ..listed(sa)
    };
    all.push(text::notify_set(true));
    all.push(text::notify_set(false));
    all.push(text::reminder_your_turn(
        sb,
        Variant::SixStack,
        "https://discord.com/channels/1/2",
    ));
    all.push(text::reminder_half_time(
        Seat::Computer,
        HOUR,
        "https://discord.com/channels/1/2",
    ));
    all.extend(views::game_list(&[], 0));
    all.extend(views::game_list(&[listed(sa)], 3));
    for everywhere in [false, true] {
        all.extend(views::my_game_list(a, &[], 0, everywhere, (0, 1)));
        all.extend(views::my_game_list(
            a,
            &[
                listed(sa),
                listed(sb),
                ended(PlayerResult::Win),
                ended(PlayerResult::Loss),
                ended(PlayerResult::Draw),
            ],
            12,
            everywhere,
            (1, 2),
        ));
    }
    all.push(text::stats_outside_title());
    all.push(text::stats_outside_none(a));
    all.push(text::stats_servers_title());
    all.push(text::stats_server_row(
        "https://discord.com/channels/1",
        3,
        1,
        0,
    ));
    all.push(text::stats_servers_more(4));
    let ladder = |rows: Vec<views::LadderRow>, own| views::Ladder {
        variant: Variant::SixStack,
        page: 1,
        pages: 3,
        size: 25,
        own,
        rows,
    };
    let row = |provisional| views::LadderRow {
        rank: 11,
        user: a,
        rating: 1662.0,
        provisional,
        won: 1,
        lost: 0,
        drawn: 2,
    };
    all.extend(views::leaderboard(&ladder(Vec::new(), None)));
    all.extend(views::leaderboard(&ladder(vec![row(false)], Some(11))));
    all.extend(views::leaderboard(&ladder(vec![row(true)], None)));
    for result in [PlayerResult::Win, PlayerResult::Loss, PlayerResult::Draw] {
        all.extend(views::stats(&views::Stats {
            user: a,
            ratings: vec![
                LadderRating {
                    variant: Variant::Standard,
                    rating: 1500.0,
                    deviation: 200.0,
                },
                LadderRating {
                    variant: Variant::SixStack,
                    rating: 1600.0,
                    deviation: 60.0,
                },
            ],
            record: Record {
                won: 1,
                lost: 1,
                drawn: 1,
            },
            streak: Some(Streak { length: 2, result }),
            per_variant: vec![(
                Variant::Standard,
                Record {
                    won: 1,
                    lost: 1,
                    drawn: 1,
                },
            )],
            vs_computer: vec![(
                lyngk::ai::Level::Hard,
                Record {
                    won: 0,
                    lost: 1,
                    drawn: 0,
                },
            )],
        }));
    }
    {
        use lyngk::ids::{GameId, ImportedGameId};
        use lyngk::service::text::Who;
        let (p1, p2) = (Who::Seat(sa), Who::Name("Ada".to_owned()));
        all.extend([
            text::review_head(GameId(4), p1.clone(), p2.clone(), 3, 40),
            text::review_head_imported(ImportedGameId(2), Who::Unnamed(1), p2.clone(), 0, 1),
            text::review_start(),
            text::review_turn(3, p1.clone(), "+R C3-E5"),
            text::review_chances(p1.clone(), 62, p2.clone(), 38),
            text::review_turn_chance(p2, 62, 31),
            text::review_biggest_swing(),
            text::review_not_analysed(),
            text::review_no_such_turn(1),
            text::review_no_such_turn(40),
            text::review_outdated(),
            text::review_not_yours(),
            text::explore_head(GameId(4), 3, 0),
            text::explore_head(GameId(4), 3, 1),
            text::explore_head_imported(ImportedGameId(2), 0, 12),
            text::explore_head_position(2),
            text::explore_empty(),
            text::explore_line("+R C3-E5, A1-B2"),
            text::explore_over(),
            text::explore_thinking(),
            text::explore_illegal(&lyngk::engine::IllegalAction::GameOver),
            text::explore_too_long(60),
            text::explore_best("+R C3-E5", 2, 64),
            text::explore_outdated(),
            text::explore_nothing(),
            text::explore_same_as_game(),
            text::explore_record_too_big(),
            text::explore_exported(3, 1),
            text::explore_exported(3, 4),
            text::explore_exported_position(1),
            text::explore_bad_position("no such point"),
            text::explore_position_alone(),
        ]);
    }
    all.extend(text::settings(HOUR, true, true, false));
    all.extend(text::settings(DAY, false, false, true));
    all.extend(views::stats(&views::Stats {
        user: a,
        ratings: Vec::new(),
        record: Record::default(),
        streak: None,
        per_variant: Vec::new(),
        vs_computer: Vec::new(),
    }));
    all
}

/// Every variant of the engine's rule violations, with its fields.
pub(crate) fn every_rule_violation() -> Vec<IllegalAction> {
    use IllegalAction as I;
    let (c, e) = (p("C3"), p("E5"));
    vec![
        I::GameOver,
        I::AlreadyClaimedThisTurn,
        I::TwoClaimsAlready,
        I::JokerNotClaimable,
        I::ColorTaken {
            color: Color::Red,
            by: Player::One,
            mover: Player::One,
        },
        I::ColorTaken {
            color: Color::Red,
            by: Player::Two,
            mover: Player::One,
        },
        I::ClaimWithoutMove { color: Color::Blue },
        I::PassWithMove,
        I::PassWithClaim,
        I::EmptyStart { point: c },
        I::JokerCannotMove { point: c },
        I::OpponentsStack {
            point: c,
            color: Color::Black,
        },
        I::FullStackCannotMove { point: c, limit: 5 },
        I::SamePoint { point: c },
        I::EmptyTarget { point: e },
        I::Unreachable {
            from: c,
            to: e,
            own: true,
        },
        I::Unreachable {
            from: c,
            to: e,
            own: false,
        },
        I::FullTarget { point: e, limit: 6 },
        I::TooHigh {
            height: 6,
            limit: 5,
        },
        I::ColorTwice {
            color: Color::Ivory,
        },
        I::NeutralTooLow {
            from_height: 1,
            to: e,
            to_height: 2,
        },
        I::ChainNeedsOwnColor { point: c },
        I::NotOnLine { from: c, to: e },
        I::NotLyngkPoint {
            point: c,
            color: Color::Green,
        },
        I::LyngkPointTwice { point: c },
    ]
}

#[test]
fn every_service_message_and_rule_violation_renders_in_every_language() {
    let mut all = every_service_message();
    all.extend(every_rule_violation().iter().map(text::illegal));
    let headings = text::standings_labels().map(|m| m.id);
    for lang in Lang::ALL {
        for m in &all {
            let (s, missing) = lang.render_checked(m);
            assert!(missing.is_empty(), "{}: {missing:?} in {m:?}", lang.code());
            assert!(
                !s.contains('{') && !s.trim().is_empty(),
                "{}: {s}",
                lang.code()
            );
            // Mentions reach Discord as they are (no bidi isolation marks).
            if let Some(lyngk::i18n::Arg::User(id)) = m.get("user") {
                // The computer is named in words, never mentioned.
                assert_eq!(
                    id.human().is_some_and(|id| s.contains(&format!("<@{id}>"))),
                    !id.is_computer(),
                    "{}: {s}",
                    lang.code()
                );
            }
            let notation_only =
                m.id == "verbatim" && !matches!(m.get("text"), Some(lyngk::i18n::Arg::Seq { .. }));
            // The standings' column headings ("#", "Buchholz", "SB", and
            // "Points" in French) may be the same words as in English.
            let same_everywhere = headings.contains(&m.id);
            if lang != Lang::En
                && !notation_only
                && !same_everywhere
                && !m.id.starts_with("history")
            {
                assert_ne!(
                    s,
                    Lang::En.render(m),
                    "{} says {} in English",
                    lang.code(),
                    m.id
                );
            }
        }
    }
    // Each rule violation keeps its fields: points and colours appear.
    let m = text::illegal(&IllegalAction::NotLyngkPoint {
        point: p("C3"),
        color: Color::Green,
    });
    assert_eq!(
        Lang::Fr.render(&m),
        "Coup interdit : C3 n'est pas un point LYNGK : cette pile n'est pas surmontée d'une pièce verte."
    );
    assert!(Lang::ZhCn.render(&m).contains("C3"));
    // French colour names take their article and agree with « pièce ».
    assert_eq!(
        Lang::Fr.render(&text::claimed(UserId::new(1), Color::Ivory)),
        "<@1> revendique l'ivoire."
    );
    assert_eq!(
        Lang::Fr.render(&text::claimed(UserId::new(1), Color::Black)),
        "<@1> revendique le noir."
    );
    let claim_ivory = lyngk::service::Button::Claim {
        game: GameId(1),
        rev: 0,
        color: Color::Ivory,
    };
    assert_eq!(
        Lang::Fr.render(&claim_ivory.label()),
        "Revendiquer l'ivoire"
    );
    assert_eq!(
        Lang::Fr.render(&text::stack_description(Color::Blue, 3)),
        "pièce bleue au sommet, 3 pièces"
    );
    assert_eq!(
        Lang::En.render(&text::stack_description(Color::Blue, 1)),
        "blue on top, 1 piece"
    );
    let top = text::illegal(&IllegalAction::OpponentsStack {
        point: p("E5"),
        color: Color::Blue,
    });
    assert!(Lang::Fr.render(&top).contains("d'une pièce bleue"));
    assert!(Lang::Tr.render(&m).contains("C3"));
    // The alt text, in English as the renderer words it, and in French.
    let alt = lyngk::service::board_alt_text(&mid_game(), Some(&mid_game_last()));
    let en = Lang::En.render(&alt);
    assert!(en.starts_with("LYNGK board, standard game. Player 1 to move. Player 1 has claimed ivory and red, 1 point."), "{en}");
    assert!(
        en.contains("Last turn, player 2: claimed blue, then moved I7 to C2 through LYNGK E7, C7."),
        "{en}"
    );
    let fr = Lang::Fr.render(&alt);
    assert!(fr.contains("Dernier tour, joueur 2 : a revendiqué le bleu, puis a déplacé I7 vers C2 par les points LYNGK E7, C7."), "{fr}");
}

fn mid_game() -> lyngk::engine::Position {
    "G/GKI/-/-/-/BWWR/GRB/-/-/-/-/GKIB/-/-/-/IK/-/-/GR/-/-/RBI/-/WRKB/KI/-/-/-/KIRB/-/-/GB/-/-/-/-/-/KG/RI/-/-/-/- IR:B 1 1:0 standard".parse().unwrap()
}

fn mid_game_last() -> lyngk::engine::LastTurn {
    lyngk::engine::LastTurn {
        claim: Some(Color::Blue),
        path: vec![p("I7"), p("E7"), p("C7"), p("C2")],
    }
}

#[test]
fn the_command_tree_is_localised_in_every_language() {
    let commands = lyngk::discord::commands::commands();
    let entries = lyngk::discord::locale::entries(&commands);
    assert!(entries.len() > 50, "{}", entries.len());
    for lang in Lang::ALL {
        for e in &entries {
            let text = lang
                .lookup(e.id())
                .unwrap_or_else(|| panic!("{} lacks {}", lang.code(), e.id()));
            match e {
                lyngk::discord::locale::Entry::CommandName { code, .. }
                | lyngk::discord::locale::Entry::OptionName { code, .. } => {
                    // Discord: 1–32 lower-case letters, digits, `-` or `_`.
                    assert!(
                        (1..=32).contains(&text.chars().count())
                            && text
                                .chars()
                                .all(|c| c.is_alphanumeric() || c == '-' || c == '_')
                            && text.to_lowercase() == text,
                        "{} {}: {text:?}",
                        lang.code(),
                        e.id()
                    );
                    if lang == Lang::En {
                        assert_eq!(&text, code, "the English name is the code's");
                    }
                }
                _ => assert!(
                    (1..=100).contains(&text.chars().count()),
                    "{} {}: {text:?}",
                    lang.code(),
                    e.id()
                ),
            }
        }
    }
    // Discord refuses two siblings with the same name in one locale.
    fn unique_names(cmds: &[poise::Command<lyngk::discord::Data, lyngk::discord::Error>]) {
        for lang in Lang::ALL {
            for code in lang.discord_locales() {
                let name_in = |locs: &[(
                    std::borrow::Cow<'static, str>,
                    std::borrow::Cow<'static, str>,
                )],
                               default: &str| {
                    locs.iter()
                        .find(|(l, _)| l == code)
                        .map_or(default.to_owned(), |(_, n)| n.to_string())
                };
                let mut seen = BTreeSet::new();
                for c in cmds {
                    assert!(
                        seen.insert(name_in(&c.name_localizations, &c.name)),
                        "{code}: {}",
                        c.name
                    );
                }
                for c in cmds {
                    let mut opts = BTreeSet::new();
                    for p in &c.parameters {
                        assert!(
                            opts.insert(name_in(&p.name_localizations, &p.name)),
                            "{code}: {}",
                            p.name
                        );
                    }
                }
            }
        }
        for c in cmds {
            unique_names(&c.subcommands);
        }
    }
    unique_names(&commands);
    // The tree carries them: every subcommand has a name in each locale.
    let lyngk_cmd = &commands[0];
    for sub in &lyngk_cmd.subcommands {
        let locales: BTreeSet<&str> = sub
            .name_localizations
            .iter()
            .map(|(l, _)| l.as_ref())
            .collect();
        assert_eq!(
            locales,
            BTreeSet::from(["fr", "es-ES", "es-419", "zh-CN", "tr"]),
            "{}",
            sub.name
        );
    }
}

/// Stretches of English wording in the catalogue (two words or more), to find
/// English left in another language's output.
fn english_fragments() -> Vec<String> {
    let resource = fluent_syntax::parser::parse(Lang::En.source()).unwrap();
    let mut out = Vec::new();
    for entry in resource.body {
        let ast::Entry::Message(m) = entry else {
            continue;
        };
        // Same in every language: notation, the terminal's command syntax.
        if ["verbatim", "local-help", "local-usage"].contains(&m.id.name) {
            continue;
        }
        let Some(value) = m.value else { continue };
        let mut texts = Vec::new();
        for el in &value.elements {
            match el {
                ast::PatternElement::TextElement { value } => texts.push(*value),
                ast::PatternElement::Placeable {
                    expression: ast::Expression::Select { variants, .. },
                } => {
                    for v in variants {
                        for el in &v.value.elements {
                            if let ast::PatternElement::TextElement { value } = el {
                                texts.push(*value);
                            }
                        }
                    }
                }
                ast::PatternElement::Placeable { .. } => {}
            }
        }
        for t in texts {
            for piece in t.split(['`', '(', ')', ':', '.', ',', '*', '\n']) {
                let piece = piece.trim();
                let words = piece
                    .split_whitespace()
                    .filter(|w| w.chars().all(char::is_alphabetic));
                if words.count() >= 2 && piece.len() >= 10 {
                    out.push(piece.to_owned());
                }
            }
        }
    }
    out.sort();
    out.dedup();
    out
}

async fn play_script(lang: Lang) -> String {
    let dir = tempfile::tempdir().unwrap();
    let opts = lyngk::cli::local::LocalOptions {
        db: dir.path().join("local.db"),
        out: None,
        now: Some(Timestamp::from_millis(1_800_000_001_000)),
        lang,
    };
    let script = format!(
        "{}\nalice rules\ncarol move Z9 E5\nbob frobnicate\nalice history\n\
         dave play-ai easy\ndave board\ndave resign\ndave stats\n",
        include_str!("../data/local_game.txt")
    );
    let mut out = Vec::new();
    lyngk::cli::local::run(&opts, script.as_bytes(), &mut out)
        .await
        .unwrap();
    String::from_utf8(out).unwrap()
}

#[tokio::test]
async fn a_scripted_game_in_each_language_has_no_english_fallback() {
    let fragments = english_fragments();
    assert!(fragments.len() > 100, "{}", fragments.len());
    let english = play_script(Lang::En).await;
    // The fragments do find English: the English game is full of them.
    let found = fragments
        .iter()
        .filter(|f| english.contains(f.as_str()))
        .count();
    assert!(found > 30, "{found}");
    for (lang, expected) in [
        (Lang::Fr, "alice revendique le rouge."),
        (Lang::Es, "alice reclama el color rojo."),
        (Lang::ZhCn, "alice 认领了红色。"),
        (Lang::Tr, "alice kırmızı rengi seçti."),
    ] {
        let out = play_script(lang).await;
        assert!(out.contains(expected), "{}: {out}", lang.code());
        for f in &fragments {
            assert!(
                !out.contains(f.as_str()),
                "{}: English {f:?} in\n{out}",
                lang.code()
            );
        }
        // Notation and positions stay as they are.
        assert!(out.contains("`F6-E6`"), "{}", lang.code());
        assert!(out.contains("`/lyngk replay`"), "{}", lang.code());
        // The game against the computer was played and recorded.
        assert!(
            out.contains("> dave play-ai easy\ndave "),
            "{}: {out}",
            lang.code()
        );
    }
}

#[test]
fn text_lines_render_in_order() {
    let t = Text::from(vec![text::no_game(), text::passed(UserId::new(5))]);
    assert_eq!(
        Lang::En.render_text(&t),
        "There is no game in progress in this channel.\n<@5> has no legal turn and passes."
    );
}
