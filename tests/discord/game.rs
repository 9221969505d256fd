//! Whole games through slash commands and buttons: a game to its end with a
//! LYNGK chain and an illegal move, decline, resign, replay, stats and the
//! Rematch button, and an apology when the database fails.

use lyngk::engine::{Action, Move, Outcome, Player, Point};

use crate::common::fake_discord::Opt;
use crate::common::game::{as_message, board_png_size, mentioned_ids};
use crate::common::plan::{PlannedTurn, plan_game_with_chain};
use crate::common::{Harness, alice, allowed_users, assert_safe_mentions, bob, carol};
use crate::support::{an_illegal_move, start_game};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_game_through_slash_commands_and_buttons() {
    let h = Harness::start().await;
    let (alice, bob, carol) = (alice(), bob(), carol());

    // Before the game: a stranger can't take someone else's challenge.
    let challenge = h
        .command(&alice, "challenge", vec![Opt::user("opponent", &bob)])
        .await;
    let message = as_message(&h, &challenge, 9_000_000_000_000_000_002);
    let intruder = h
        .click(&carol, &challenge.custom_ids()[0], Some(message))
        .await;
    assert!(intruder.is_ephemeral(), "{:?}", intruder.content());
    assert!(
        intruder
            .content()
            .unwrap_or_default()
            .contains("addressed to"),
        "{:?}",
        intruder.content()
    );
    let cancelled = h.command(&alice, "cancel", vec![]).await;
    assert!(!cancelled.is_ephemeral(), "{:?}", cancelled.content());

    let (mut game, _, _) = start_game(&h, &alice, &bob).await;
    let plan = plan_game_with_chain(&game.pos, 2).expect("a game with a two-hop LYNGK chain");

    // The second player may not move first: answered only to them, with the reason.
    let p1 = game.user(Player::One).id;
    let second = game.user(Player::Two).clone();
    let early = h
        .command(
            &second,
            "move",
            vec![Opt::string("from", "E5"), Opt::string("to", "E6")],
        )
        .await;
    assert!(early.is_ephemeral());
    assert_eq!(
        early.content(),
        Some(format!("It is not your turn: <@{p1}> is to move.").as_str())
    );

    let mut turns = 0;
    let mut separate_claims = 0;
    let mut saw_chain = false;
    let mut saw_illegal = false;
    let mut last = None;
    for PlannedTurn {
        claim,
        mv: m,
        move_index,
    } in plan.turns()
    {
        turns += 1;

        if turns == 3 {
            // An illegal move: refused ephemerally with the engine's reason;
            // the game is unchanged.
            let (from, to, reason) = an_illegal_move(&game.pos);
            let mover = game.user(game.pos.to_move()).clone();
            let refused = h
                .command(
                    &mover,
                    "move",
                    vec![
                        Opt::string("from", &from.to_string()),
                        Opt::string("to", &to.to_string()),
                    ],
                )
                .await;
            assert_eq!(refused.kind, 4);
            assert!(refused.is_ephemeral(), "{:?}", refused.content());
            assert_eq!(
                refused.content(),
                Some(format!("Illegal: {reason}.").as_str())
            );
            assert!(refused.files.is_empty());
            saw_illegal = true;
        }

        let mut to_text = None;
        if move_index == plan.chain_index {
            // The chain: autocomplete offers it, and the full path is accepted.
            let mut after_claim = game.pos.clone();
            if let Some(c) = claim {
                after_claim.play(Action::Claim(c)).unwrap();
            }
            let path = after_claim.lyngk_path(&m).expect("a legal move");
            assert!(path.len() >= 4, "two LYNGK points at least: {path:?}");
            let mover = game.user(game.pos.to_move()).clone();

            let from_choices = h
                .autocomplete(&mover, "move", vec![Opt::focused("from", "")])
                .await;
            // Discord lists at most 25 choices: past that, the start is found
            // by typing (its letter, below).
            assert!(from_choices.len() <= 25);
            assert!(
                from_choices.len() == 25
                    || from_choices.iter().any(|(_, v)| *v == m.from.to_string()),
                "{} offered in {from_choices:?}",
                m.from
            );
            let letter = &m.from.to_string()[..1].to_lowercase();
            let filtered = h
                .autocomplete(&mover, "move", vec![Opt::focused("from", letter)])
                .await;
            assert!(filtered.iter().any(|(_, v)| *v == m.from.to_string()));
            assert!(
                filtered
                    .iter()
                    .all(|(name, _)| name.to_lowercase().starts_with(letter.as_str())),
                "{filtered:?}"
            );

            let to_choices = h
                .autocomplete(
                    &mover,
                    "move",
                    vec![
                        Opt::string("from", &m.from.to_string()),
                        Opt::focused("to", ""),
                    ],
                )
                .await;
            let via: Vec<String> = path[1..path.len() - 1]
                .iter()
                .map(std::string::ToString::to_string)
                .collect();
            // Offered as it is: through a claim when it needs one.
            let direct = game.pos.is_legal(&Action::Move(Move::new(m.from, m.to)));
            let (label, value) = match claim.filter(|_| !direct) {
                Some(c) => (
                    format!("{} — claim {}, via {}", m.to, c.name(), via.join(", ")),
                    format!("{} claim:{}", m.to, c.name()),
                ),
                None => (
                    format!("{} (via {})", m.to, via.join(", ")),
                    m.to.to_string(),
                ),
            };
            assert!(
                to_choices
                    .iter()
                    .any(|(name, v)| *name == label && *v == value),
                "{label} offered in {to_choices:?}"
            );
            // Every offered destination is a legal landing point of that stack.
            for (_, value) in &to_choices {
                let (to, needs) = lyngk::service::split_claim(value.as_str().unwrap());
                let to: Point = to.parse().unwrap();
                let mut pos = game.pos.clone();
                if let Some(c) = needs {
                    pos.play(Action::Claim(c)).unwrap();
                }
                assert!(
                    pos.is_legal(&Action::Move(Move::new(m.from, to))),
                    "{} -> {to} offered with claim {needs:?} but illegal",
                    m.from
                );
            }
            to_text = Some(
                path[1..]
                    .iter()
                    .map(ToString::to_string)
                    .collect::<Vec<_>>()
                    .join(" "),
            );
            saw_chain = true;
        }

        let answer = if let Some(c) = claim.filter(|_| separate_claims < 2) {
            // The first claims go through /lyngk claim, the others through
            // the claim option of /lyngk move.
            separate_claims += 1;
            let claimed = game.play_turn(&h, Some(c), None, None).await;
            assert!(claimed.content().unwrap_or_default().contains("claims"));
            game.play_turn(&h, None, Some(Action::Move(m)), to_text.clone())
                .await
        } else {
            game.play_turn(&h, claim, Some(Action::Move(m)), to_text.clone())
                .await
        };
        let content = answer.content().unwrap_or_default().to_owned();
        let notation = match &to_text {
            // A path typed in full is echoed in full: `B5-B2-C3-E3`.
            Some(path) => format!("`{}-{}`", m.from, path.replace(' ', "-")),
            None => format!("`{m}`"),
        };
        assert!(
            content.contains(&notation),
            "the turn as {notation}: {content}"
        );
        if to_text.is_some() {
            assert!(content.contains("LYNGK move through"), "{content}");
        }
        last = Some(answer);
    }
    assert!(saw_chain && saw_illegal && separate_claims == 2);
    assert!(game.pos.is_over());

    // The end: the result and a Rematch button.
    let last = last.expect("at least one turn");
    let content = last.content().unwrap_or_default();
    assert!(content.contains("the game is over"), "{content}");
    assert!(
        last.custom_ids()
            .iter()
            .any(|id| id.starts_with("lyngk:rematch:")),
        "{:?}",
        last.custom_ids()
    );

    // Every board was a PNG of the renderer's size; the colour bar follows the player.
    assert!(game.boards.len() >= turns);
    let size = (lyngk::render::WIDTH, lyngk::render::HEIGHT);
    assert!(game.boards.iter().all(|s| *s == size), "{:?}", game.boards);
    for player in [Player::One, Player::Two] {
        let colours: Vec<u64> = game
            .colours
            .iter()
            .filter(|(p, _)| *p == player)
            .map(|(_, c)| *c)
            .collect();
        assert!(colours.windows(2).all(|w| w[0] == w[1]), "{colours:?}");
    }
    let one = game.colours.iter().find(|(p, _)| *p == Player::One);
    let two = game.colours.iter().find(|(p, _)| *p == Player::Two);
    assert_ne!(one.map(|c| c.1), two.map(|c| c.1));

    // The leaderboard shows the result (to the caller only: it ends with
    // their own rank).
    let board = h.command(&carol, "leaderboard", vec![]).await;
    assert!(board.is_ephemeral());
    assert!(
        allowed_users(&board).is_empty(),
        "the leaderboard pings nobody"
    );
    let text = board.content().unwrap_or_default();
    let ranked = mentioned_ids(text);
    match game.pos.outcome() {
        Some(Outcome::Win(w)) => {
            let winner = game.user(w).id;
            let loser = game.user(w.opponent()).id;
            assert_eq!(ranked, [winner, loser], "{text}");
            assert!(text.contains("1 won, 0 lost"), "{text}");
        }
        Some(Outcome::Draw) => {
            assert_eq!(ranked.len(), 2, "{text}");
            assert!(text.contains("1 drawn"), "{text}");
        }
        None => unreachable!("the game is over"),
    }
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn decline_resign_replay_stats_and_the_rematch_button() {
    let h = Harness::start().await;
    let (alice, bob, carol) = (alice(), bob(), carol());

    let rules = h.command(&carol, "rules", vec![]).await;
    assert!(rules.is_ephemeral());
    assert!(rules.text().contains("LYNGK"), "{}", rules.text());
    let nothing = h.command(&carol, "board", vec![]).await;
    assert!(nothing.is_ephemeral());
    assert_eq!(
        nothing.content(),
        Some("No game has been played in this channel yet.")
    );
    let myself = h
        .command(&alice, "challenge", vec![Opt::user("opponent", &alice)])
        .await;
    assert!(myself.is_ephemeral(), "{:?}", myself.content());

    // Decline with the button: the challenge message says so, buttons gone.
    let challenge = h
        .command(&alice, "challenge", vec![Opt::user("opponent", &bob)])
        .await;
    let message = as_message(&h, &challenge, 9_000_000_000_000_000_003);
    let (closed, declined) = h
        .click_settling(&bob, &challenge.custom_ids()[1], Some(message))
        .await;
    assert!(closed.custom_ids().is_empty());
    assert!(declined.custom_ids().is_empty());
    assert!(declined.content().unwrap_or_default().contains("declined"));
    assert_eq!(allowed_users(&declined), [alice.id]);

    // Accept with the command this time (variant chosen explicitly).
    let challenge = h
        .command(
            &alice,
            "challenge",
            vec![Opt::user("opponent", &bob), Opt::integer("variant", 1)],
        )
        .await;
    assert!(
        challenge
            .content()
            .unwrap_or_default()
            .to_lowercase()
            .contains("six"),
        "{:?}",
        challenge.content()
    );
    let accepted = h.command(&bob, "accept", vec![]).await;
    assert_eq!(accepted.kind, 4);
    assert_eq!(
        board_png_size(&accepted),
        (lyngk::render::WIDTH, lyngk::render::HEIGHT)
    );

    // Text typed by a user never pings anyone.
    let sneaky = h
        .command(
            &alice,
            "move",
            vec![
                Opt::string("from", "E5"),
                Opt::string("to", "@everyone <@&42>"),
            ],
        )
        .await;
    assert!(sneaky.is_ephemeral());
    assert_safe_mentions(&sneaky);
    assert!(allowed_users(&sneaky).is_empty());

    // Resign asks first, only the player sees it; Keep playing changes nothing.
    let (asked, message) = crate::support::resign_question(&h, &alice).await;
    assert!(
        asked
            .content()
            .unwrap_or_default()
            .contains("counts as a loss")
    );
    let (closed, kept) = h
        .click_settling(&alice, &asked.custom_ids()[1], Some(message.clone()))
        .await;
    assert!(
        closed.custom_ids().is_empty(),
        "the question's buttons are gone"
    );
    assert!(kept.is_ephemeral());
    assert_eq!(kept.content(), Some("You keep playing."));
    // Only the player who asked may answer the question.
    let foreign = h.click(&carol, &asked.custom_ids()[0], Some(message)).await;
    assert!(foreign.is_ephemeral(), "{:?}", foreign.content());
    let board = h.command(&carol, "board", vec![]).await;
    assert!(
        !board.is_ephemeral(),
        "the game goes on: {:?}",
        board.content()
    );

    // Resign: the other player wins; a Rematch button comes with the result.
    let resigned = crate::support::resign(&h, &alice).await;
    assert!(!resigned.is_ephemeral());
    let text = resigned.content().unwrap_or_default();
    assert!(text.contains(&format!("<@{}> wins", bob.id)), "{text}");
    let rematch = resigned
        .custom_ids()
        .into_iter()
        .find(|id| id.starts_with("lyngk:rematch:"))
        .expect("a Rematch button");

    let replay = h.command(&carol, "replay", vec![]).await;
    assert!(replay.deferred, "a replay is deferred at once");
    assert!(!replay.is_ephemeral(), "{:?}", replay.content());
    assert_eq!(replay.files.len(), 1);
    assert_eq!(replay.files[0].content_type.as_deref(), Some("image/gif"));
    let frame = image::load_from_memory_with_format(&replay.files[0].data, image::ImageFormat::Gif)
        .expect("a GIF");
    assert!(frame.width() > 0);

    let stats = h
        .command(&carol, "stats", vec![Opt::user("user", &bob)])
        .await;
    let text = stats.content().unwrap_or_default();
    assert!(text.contains(&format!("<@{}>", bob.id)), "{text}");
    assert!(text.contains("1 won"), "{text}");
    assert!(allowed_users(&stats).is_empty(), "stats ping nobody");
    let own = h.command(&alice, "stats", vec![]).await;
    assert!(own.content().unwrap_or_default().contains("1 lost"));

    // The Rematch button posts a new challenge (the result stays), which the
    // other player accepts with its button.
    let offer = h.click(&alice, &rematch, None).await;
    assert_eq!(offer.kind, 4, "a new message");
    assert_eq!(allowed_users(&offer), [bob.id]);
    let buttons = offer.custom_ids();
    assert!(buttons[0].starts_with("lyngk:accept:"), "{buttons:?}");
    let message = as_message(&h, &offer, 9_000_000_000_000_000_004);
    let (_, again) = h.click_settling(&bob, &buttons[0], Some(message)).await;
    assert_eq!(
        board_png_size(&again),
        (lyngk::render::WIDTH, lyngk::render::HEIGHT)
    );
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_failure_inside_the_bot_is_answered_with_an_apology() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    start_game(&h, &alice, &bob).await;
    // The database goes away under the bot.
    h.bot.as_ref().unwrap().service().close().await;

    let board = h.command(&alice, "board", vec![]).await;
    assert!(board.is_ephemeral());
    assert!(
        board
            .content()
            .unwrap_or_default()
            .starts_with("Sorry, something went wrong"),
        "{:?}",
        board.content()
    );
    let none = h
        .autocomplete(&alice, "move", vec![Opt::focused("from", "")])
        .await;
    assert!(none.is_empty());
    // Still alive and answering.
    let rules = h.command(&bob, "rules", vec![]).await;
    assert!(rules.text().contains("LYNGK"), "{}", rules.text());
    h.finish().await;
}
