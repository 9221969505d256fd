//! End-to-end tests of the Discord bot: the real poise/serenity bot, started
//! in-process with `DISCORD_HTTP_PROXY` pointing at a fake Discord (REST and
//! gateway on 127.0.0.1, one per test). Every wait is bounded (common::WAIT);
//! nothing sleeps.

mod common;

use common::fake_discord::{CommandScope, FakeConfig, FakeUser, Opt};
use common::game::{Game, as_message, board_png_size, mentioned_ids};
use common::plan::plan_game_with_chain;
use common::{Harness, WAIT, alice, allowed_users, assert_safe_mentions, bob, carol};
use lyngk::discord::{BotError, RunningBot};
use lyngk::engine::{Action, Move, Outcome, Player, Point, Position};
use serde_json::{Value, json};

fn names(options: &Value) -> Vec<&str> {
    options.as_array().map_or(vec![], |o| {
        o.iter().filter_map(|o| o["name"].as_str()).collect()
    })
}

fn option<'a>(options: &'a Value, name: &str) -> &'a Value {
    options
        .as_array()
        .and_then(|o| o.iter().find(|o| o["name"] == name))
        .unwrap_or_else(|| panic!("no option {name} in {options}"))
}

// ------------------------------------------------------------------ start-up

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn startup_registers_the_command_tree() {
    let h = Harness::start().await;
    let commands = h.commands();
    assert_eq!(names(&json!(commands)), ["lyngk"]);
    let lyngk = &commands[0];
    assert_eq!(lyngk["type"], 1, "a slash command");
    let subs = &lyngk["options"];
    assert_eq!(
        names(subs),
        [
            "challenge",
            "play-ai",
            "accept",
            "decline",
            "cancel",
            "claim",
            "move",
            "board",
            "history",
            "replay",
            "resign",
            "rematch",
            "leaderboard",
            "stats",
            "rules",
            "abort",
            "settings"
        ]
    );

    let challenge = &option(subs, "challenge")["options"];
    assert_eq!(option(challenge, "opponent")["type"], 6, "a user option");
    assert_eq!(option(challenge, "opponent")["required"], true);
    let variant = option(challenge, "variant");
    // poise sends choices as integers (the index of the choice).
    assert_eq!(variant["type"], 4);
    assert!(variant["required"] != true, "Standard by default");
    let variant_names: Vec<&str> = variant["choices"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|c| c["name"].as_str())
        .collect();
    assert_eq!(variant_names, ["Standard", "Six-stack sudden death"]);

    let level = option(&option(subs, "play-ai")["options"], "level");
    assert_eq!(level["required"], true);
    let levels: Vec<&str> = level["choices"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|c| c["name"].as_str())
        .collect();
    assert_eq!(levels, ["Easy", "Normal", "Hard"]);

    let claim_color = option(&option(subs, "claim")["options"], "color");
    let colors: Vec<&str> = claim_color["choices"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|c| c["name"].as_str())
        .collect();
    // The colour names with their notation letters, from the catalogue.
    assert_eq!(
        colors,
        ["Ivory (I)", "Blue (B)", "Red (R)", "Green (G)", "Black (K)"]
    );

    let mv = &option(subs, "move")["options"];
    assert_eq!(names(mv), ["from", "to", "claim"]);
    for name in ["from", "to"] {
        assert_eq!(option(mv, name)["autocomplete"], true, "{name}");
        assert_eq!(option(mv, name)["required"], true, "{name}");
    }
    assert!(option(mv, "claim")["required"] != true);

    let stats_user = option(&option(subs, "stats")["options"], "user");
    assert_eq!(stats_user["type"], 6);
    assert!(stats_user["required"] != true);

    let settings = option(subs, "settings");
    assert_eq!(settings["type"], 2, "a subcommand group");
    let turn_limit = option(&settings["options"], "turn-limit");
    assert_eq!(turn_limit["type"], 1);
    let hours = option(&turn_limit["options"], "hours");
    assert_eq!(hours["type"], 4, "an integer");
    assert_eq!(hours["min_value"].as_f64(), Some(1.0));
    assert_eq!(hours["max_value"].as_f64(), Some(720.0));

    {
        let state = h.fake.state();
        let identify = &state.gateway.identifies[0];
        assert_eq!(identify["token"], "Bot fake-token");
        assert_eq!(identify["intents"], 1, "GUILDS only");
        assert_eq!(state.gateway.readies, 1);
        // Every REST call went through the proxy setting to the fake, in order:
        // the token check, the client's own look-ups (gateway URL, application),
        // then the registration after READY.
        let calls: Vec<String> = state
            .requests
            .iter()
            .map(|r| format!("{} {}", r.method, r.path))
            .collect();
        let guild = h.fake.config().guild_id;
        let app = h.fake.config().application_id;
        assert_eq!(
            calls,
            [
                "GET /gateway".to_owned(),
                "GET /gateway".to_owned(),
                "GET /oauth2/applications/@me".to_owned(),
                format!("PUT /applications/{app}/guilds/{guild}/commands"),
            ]
        );
    }
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_wrong_token_fails_fast_with_a_clear_error() {
    let h = Harness::without_bot(FakeConfig::default()).await;
    let mut config = h.config();
    config.token = "not-the-token".into();
    let started = tokio::time::timeout(WAIT, RunningBot::start(&config))
        .await
        .expect("no hang");
    let Err(error) = started else {
        panic!("a wrong token must not start the bot");
    };
    assert!(matches!(error, BotError::Unreachable(_)), "{error:?}");
    assert!(error.to_string().contains("DISCORD_TOKEN"), "{error}");
    let state = h.fake.state();
    let calls: Vec<(String, u16)> = state
        .requests
        .iter()
        .map(|r| (format!("{} {}", r.method, r.path), r.status))
        .collect();
    assert_eq!(calls, [("GET /gateway".to_owned(), 401)]);
    assert_eq!(state.gateway.connections, 0, "never reached any gateway");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rejected_command_registration_ends_the_bot_with_a_clear_error() {
    let h = Harness::without_bot(FakeConfig {
        reject_commands: true,
        ..FakeConfig::default()
    })
    .await;
    let outcome = tokio::time::timeout(
        WAIT,
        lyngk::discord::run(h.config(), std::future::pending()),
    )
    .await
    .expect("run ends by itself instead of hanging");
    let Err(error) = outcome else {
        panic!("run must fail when the registration fails");
    };
    assert!(matches!(error, BotError::Registration(_)), "{error:?}");
    assert!(error.to_string().contains("Missing Access"), "{error}");
    // It still logged off cleanly.
    let codes = h.fake.wait_for_close(WAIT).await.expect("a close frame");
    assert_eq!(codes, [1000]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn run_creates_the_database_and_stops_cleanly_on_the_shutdown_signal() {
    let h = Harness::without_bot(FakeConfig::default()).await;
    assert!(!h.database_path().exists());
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let bot = tokio::spawn(lyngk::discord::run(h.config(), async {
        let _ = stopped.await;
    }));
    h.fake
        .wait_for_commands(CommandScope::Guild(h.fake.config().guild_id), WAIT)
        .await
        .expect("commands registered");
    assert!(h.database_path().exists(), "created on first start");
    stop.send(()).expect("the bot listens");
    let outcome = tokio::time::timeout(WAIT, bot)
        .await
        .expect("run returns after the signal")
        .expect("no panic");
    assert!(outcome.is_ok(), "{outcome:?}");
    let codes = h.fake.wait_for_close(WAIT).await.expect("a close frame");
    assert_eq!(codes, [1000]);
}

// ------------------------------------------------------------------ a whole game

/// An illegal move for the player to move: an occupied start and an occupied
/// end that the engine refuses, with its reason.
fn an_illegal_move(pos: &Position) -> (Point, Point, String) {
    for from in Point::ALL {
        if pos.stack(from).is_empty() {
            continue;
        }
        for to in Point::ALL {
            if to == from || pos.stack(to).is_empty() {
                continue;
            }
            if let Err(reason) = pos.check(&Action::Move(Move::new(from, to))) {
                return (from, to, reason.to_string());
            }
        }
    }
    panic!("every move is legal in {pos}");
}

/// Challenges `b` as `a`, accepts with the button as `b`, and reads the game
/// back from `/lyngk history`. Returns the game and the challenge message.
async fn start_game(h: &Harness, a: &FakeUser, b: &FakeUser) -> (Game, Value, Vec<String>) {
    let challenge = h
        .command(a, "challenge", vec![Opt::user("opponent", b)])
        .await;
    assert_eq!(challenge.kind, 4);
    assert!(!challenge.is_ephemeral());
    assert_safe_mentions(&challenge);
    assert_eq!(
        allowed_users(&challenge),
        [b.id],
        "only the opponent is pinged"
    );
    let buttons = challenge.custom_ids();
    assert_eq!(buttons.len(), 2, "Accept and Decline");
    assert!(buttons[0].starts_with("lyngk:accept:"), "{buttons:?}");
    assert!(buttons[1].starts_with("lyngk:decline:"), "{buttons:?}");
    let message = as_message(h, &challenge, 9_000_000_000_000_000_001);

    let (closed, started) = h
        .click_settling(b, &buttons[0], Some(message.clone()))
        .await;
    assert!(
        closed.custom_ids().is_empty(),
        "the challenge's buttons are gone"
    );
    assert!(!started.is_ephemeral());
    assert_safe_mentions(&started);
    let mut game = Game::from_history(h, a, a, b).await;
    assert_eq!(game.pos.to_move(), Player::One);
    let ids = mentioned_ids(started.content().unwrap_or_default());
    assert_eq!(
        ids[0],
        game.user(Player::One).id,
        "player 1 is announced first"
    );
    assert_eq!(
        allowed_users(&started),
        [game.user(Player::One).id, game.user(Player::Two).id],
        "both players are told the game began"
    );
    game.boards.push(board_png_size(&started));
    (game, message, buttons)
}

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

    let mut i = 0;
    let mut turns = 0;
    let mut separate_claims = 0;
    let mut saw_chain = false;
    let mut saw_illegal = false;
    let mut last = None;
    while i < plan.actions.len() {
        let (claim, mv, next) = match plan.actions[i] {
            Action::Pass => {
                // The bot passes for a player without a turn (the replica did too).
                i += 1;
                continue;
            }
            Action::Claim(c) => (Some(c), plan.actions[i + 1], i + 2),
            action @ Action::Move(_) => (None, action, i + 1),
        };
        let Action::Move(m) = mv else {
            panic!("a claim is followed by a move, got {mv}");
        };
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
        if i + usize::from(claim.is_some()) == plan.chain_index {
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
                .map(|p| p.to_string())
                .collect();
            let label = format!("{} (via {})", m.to, via.join(", "));
            assert!(
                to_choices
                    .iter()
                    .any(|(name, value)| *name == label && *value == m.to.to_string()),
                "{label} offered in {to_choices:?}"
            );
            // Every offered destination is a legal landing point of that stack.
            for (_, value) in &to_choices {
                let to: Point = value.as_str().unwrap().parse().unwrap();
                assert!(
                    after_claim.is_legal(&Action::Move(Move::new(m.from, to)))
                        || game.pos.is_legal(&Action::Move(Move::new(m.from, to))),
                    "{} -> {to} offered but illegal",
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
            game.play_turn(&h, None, Some(mv), to_text.clone()).await
        } else {
            game.play_turn(&h, claim, Some(mv), to_text.clone()).await
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
        i = next;
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

    // The leaderboard shows the result.
    let board = h.command(&carol, "leaderboard", vec![]).await;
    assert!(!board.is_ephemeral());
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

// ------------------------------------------------------------------ autocomplete

/// Every legal move of the player to move, with or without a claim first.
fn moves_with_claims(pos: &Position) -> Vec<Move> {
    let mut positions = vec![pos.clone()];
    for a in pos.legal_actions() {
        if let Action::Claim(_) = a {
            let mut p = pos.clone();
            p.play(a).unwrap();
            positions.push(p);
        }
    }
    positions
        .iter()
        .flat_map(|p| p.legal_actions())
        .filter_map(|a| match a {
            Action::Move(m) => Some(m),
            _ => None,
        })
        .collect()
}

fn values(choices: &[(String, Value)]) -> Vec<String> {
    choices
        .iter()
        .map(|(_, v)| v.as_str().expect("string values").to_owned())
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn autocomplete_offers_movable_stacks_and_their_destinations() {
    let h = Harness::start().await;
    let (alice, bob, carol) = (alice(), bob(), carol());
    let (game, _, _) = start_game(&h, &alice, &bob).await;
    let mover = game.user(Player::One).clone();
    let waiting = game.user(Player::Two).clone();
    let moves = moves_with_claims(&game.pos);
    let movable: Vec<String> = Point::ALL
        .iter()
        .filter(|p| moves.iter().any(|m| m.from == **p))
        .map(ToString::to_string)
        .collect();
    assert!(movable.len() > 25, "the opening has many movable stacks");

    // `from`: the caller's movable stacks, at most 25, filtered by what is typed.
    let all = h
        .autocomplete(&mover, "move", vec![Opt::focused("from", "")])
        .await;
    assert_eq!(values(&all), movable[..25], "the first 25 in board order");
    for (name, value) in &all {
        assert_eq!(name, value);
    }
    let column_d: Vec<String> = movable
        .iter()
        .filter(|p| p.starts_with('D'))
        .cloned()
        .collect();
    let typed = h
        .autocomplete(&mover, "move", vec![Opt::focused("from", "d")])
        .await;
    assert_eq!(values(&typed), column_d);

    // Nothing for a player who is not to move, or for a spectator.
    for user in [&waiting, &carol] {
        let none = h
            .autocomplete(user, "move", vec![Opt::focused("from", "")])
            .await;
        assert!(none.is_empty(), "{none:?}");
    }

    // `to`: exactly the legal landing points of the chosen stack.
    let from = moves[0].from;
    let mut expected: Vec<Point> = moves
        .iter()
        .filter(|m| m.from == from)
        .map(|m| m.to)
        .collect();
    expected.sort_by_key(|p| p.index());
    expected.dedup();
    let to = h
        .autocomplete(
            &mover,
            "move",
            vec![
                Opt::string("from", &from.to_string().to_lowercase()),
                Opt::focused("to", ""),
            ],
        )
        .await;
    let expected: Vec<String> = expected.iter().map(ToString::to_string).collect();
    assert_eq!(values(&to), expected, "from {from}");
    let top = game.pos.stack(from).top();
    for (name, value) in &to {
        // A plain point, or a LYNGK chain (open to a claim made in the same
        // turn) through stacks topped by the moving stack's colour.
        let value = value.as_str().unwrap();
        if name != value {
            let via = name
                .strip_prefix(&format!("{value} (via "))
                .and_then(|rest| rest.strip_suffix(')'))
                .unwrap_or_else(|| panic!("label {name:?} for {value}"));
            for point in via.split(", ") {
                let point: Point = point.parse().unwrap();
                assert_eq!(game.pos.stack(point).top(), top, "{name}");
            }
        }
    }
    let first = &expected[0];
    let narrowed = h
        .autocomplete(
            &mover,
            "move",
            vec![
                Opt::string("from", &from.to_string()),
                Opt::focused("to", first),
            ],
        )
        .await;
    assert_eq!(values(&narrowed), std::slice::from_ref(first));

    // An unreadable or empty `from` gives nothing to choose from.
    for bad in ["Z9", ""] {
        let none = h
            .autocomplete(
                &mover,
                "move",
                vec![Opt::string("from", bad), Opt::focused("to", "")],
            )
            .await;
        assert!(none.is_empty(), "from {bad:?}: {none:?}");
    }
    h.finish().await;
}

// ------------------------------------------------------------------ restart

/// The first plain move of the player to move (no claim).
fn first_move(pos: &Position) -> Action {
    pos.legal_actions()
        .into_iter()
        .find(|a| matches!(a, Action::Move(_)))
        .expect("a move without a claim")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restarted_bot_continues_the_game_and_refuses_stale_buttons() {
    let mut h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    let (mut game, challenge_message, buttons) = start_game(&h, &alice, &bob).await;
    for _ in 0..2 {
        let mv = first_move(&game.pos);
        game.play_turn(&h, None, Some(mv), None).await;
    }

    // A restart: the bot logs off, a new process opens the same database.
    h.stop_bot().await;
    h.start_bot().await;
    {
        let state = h.fake.state();
        assert_eq!(state.gateway.connections, 2);
        assert_eq!(state.gateway.readies, 2);
    }

    // The board is where it was, and the game goes on.
    let board = h.command(&alice, "board", vec![]).await;
    assert!(!board.is_ephemeral());
    assert_eq!(
        board_png_size(&board),
        (lyngk::render::WIDTH, lyngk::render::HEIGHT)
    );
    let next = game.user(game.pos.to_move()).id;
    assert!(
        board
            .content()
            .unwrap_or_default()
            .contains(&format!("<@{next}>")),
        "{:?}",
        board.content()
    );
    for _ in 0..2 {
        let mv = first_move(&game.pos);
        game.play_turn(&h, None, Some(mv), None).await;
    }
    let history = h.command(&alice, "history", vec![]).await;
    assert!(
        history.content().unwrap_or_default().contains("4. "),
        "four turns survive the restart: {:?}",
        history.content()
    );

    // The challenge's buttons still reach the bot after the restart, and are
    // refused politely since the challenge was accepted.
    for id in &buttons {
        let stale = h.click(&bob, id, Some(challenge_message.clone())).await;
        assert_eq!(stale.kind, 4);
        assert!(stale.is_ephemeral());
        assert_eq!(
            stale.content(),
            Some("That challenge was already accepted.")
        );
    }
    let unknown_game = h.click(&bob, "lyngk:rematch:999999", None).await;
    assert!(unknown_game.is_ephemeral());
    assert_eq!(unknown_game.content(), Some("There is no such game."));
    let foreign = h.click(&bob, "someone-else:button", None).await;
    assert!(foreign.is_ephemeral());
    h.finish().await;
}

// ------------------------------------------------------------------ the turn clock

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_turn_clock_posts_warnings_and_forfeits_in_the_games_channel() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    let (game, _, _) = start_game(&h, &alice, &bob).await;
    let late = game.user(Player::One).id;
    let other = game.user(Player::Two).id;
    const HOUR: i64 = 3_600_000;

    // Half of the default day has gone: a warning for the player to move.
    h.clock.advance(12 * HOUR + 1);
    let posted = h
        .fake
        .wait_for_channel_messages(1, WAIT)
        .await
        .expect("a warning");
    let warning = &posted[0];
    assert_eq!(warning.channel_id, h.fake.config().channel_id);
    let text = warning.content().unwrap_or_default();
    assert!(text.contains("half of your time"), "{text}");
    assert!(text.contains(&format!("<@{late}>")), "{text}");
    assert_eq!(
        warning.json["allowed_mentions"]["users"],
        json!([late.to_string()])
    );
    assert_eq!(warning.json["allowed_mentions"]["parse"], json!([]));

    // The limit has passed: the game is lost on time, once.
    h.clock.advance(12 * HOUR);
    let posted = h
        .fake
        .wait_for_channel_messages(2, WAIT)
        .await
        .expect("a forfeit");
    let forfeit = posted[1].content().unwrap_or_default();
    assert!(forfeit.contains("loses on time"), "{forfeit}");
    assert!(forfeit.contains(&format!("<@{other}> wins")), "{forfeit}");

    let board = h.command(&alice, "leaderboard", vec![]).await;
    assert_eq!(
        mentioned_ids(board.content().unwrap_or_default()),
        [other, late]
    );
    assert_eq!(h.fake.channel_messages().len(), 2, "each notice once");
    h.finish().await;
}

// ------------------------------------------------------------------ everything else

const SEND_MESSAGES: u64 = 1 << 11;
const MANAGE_MESSAGES: u64 = 1 << 13;
const MANAGE_GUILD: u64 = 1 << 5;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn abort_and_settings_need_their_permissions() {
    let h = Harness::start().await;
    let (alice, bob, carol) = (alice(), bob(), carol());
    start_game(&h, &alice, &bob).await;
    let turn_limit = |hours| {
        vec![Opt::group(
            "settings",
            vec![Opt::sub("turn-limit", vec![Opt::integer("hours", hours)])],
        )]
    };

    let refused = h
        .command_with_permissions(&alice, SEND_MESSAGES, turn_limit(2))
        .await;
    assert!(refused.is_ephemeral());
    assert_eq!(
        refused.content(),
        Some("Only administrators can change the turn time limit.")
    );
    let set = h
        .command_with_permissions(&carol, MANAGE_GUILD, turn_limit(2))
        .await;
    assert!(!set.is_ephemeral(), "{:?}", set.content());
    assert!(
        set.content().unwrap_or_default().contains("2 hours"),
        "{:?}",
        set.content()
    );

    let abort = vec![Opt::sub("abort", vec![])];
    let refused = h
        .command_with_permissions(&bob, SEND_MESSAGES, abort.clone())
        .await;
    assert!(refused.is_ephemeral());
    assert_eq!(refused.content(), Some("Only moderators can abort a game."));
    let aborted = h
        .command_with_permissions(&carol, MANAGE_MESSAGES, abort)
        .await;
    assert!(!aborted.is_ephemeral());
    assert!(
        aborted
            .content()
            .unwrap_or_default()
            .contains("aborted the game")
    );
    let board = h.command(&alice, "board", vec![]).await;
    assert!(board.content().unwrap_or_default().contains("aborted"));
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn decline_resign_replay_stats_and_the_rematch_button() {
    let h = Harness::start().await;
    let (alice, bob, carol) = (alice(), bob(), carol());

    let rules = h.command(&carol, "rules", vec![]).await;
    assert!(rules.is_ephemeral());
    assert!(rules.content().unwrap_or_default().contains("LYNGK"));
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

    // Resign: the other player wins; a Rematch button comes with the result.
    let resigned = h.command(&alice, "resign", vec![]).await;
    assert!(!resigned.is_ephemeral());
    let text = resigned.content().unwrap_or_default();
    assert!(text.contains(&format!("<@{}> wins", bob.id)), "{text}");
    let rematch = resigned
        .custom_ids()
        .into_iter()
        .find(|id| id.starts_with("lyngk:rematch:"))
        .expect("a Rematch button");

    let replay = h.command(&carol, "replay", vec![]).await;
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
    assert!(rules.content().unwrap_or_default().contains("LYNGK"));
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_a_guild_id_the_commands_are_registered_globally() {
    let h = Harness::without_bot(FakeConfig::default()).await;
    let mut config = h.config();
    config.guild_id = None;
    let bot = RunningBot::start(&config).await.expect("the bot starts");
    bot.ready(WAIT).await.expect("ready");
    let global = h
        .fake
        .wait_for_commands(CommandScope::Global, WAIT)
        .await
        .expect("a global registration");
    assert_eq!(names(&json!(global)), ["lyngk"]);
    assert!(
        h.fake
            .registered_commands(CommandScope::Guild(h.fake.config().guild_id))
            .is_empty()
    );
    bot.shutdown(WAIT).await.expect("clean shutdown");
    assert_eq!(h.fake.wait_for_close(WAIT).await.expect("closed"), [1000]);
}

// ------------------------------------------------------------------ the binary

/// Sends `signal` to the child process `pid` (started by this test).
fn send_signal(pid: u32, signal: libc::c_int) {
    let pid = libc::pid_t::try_from(pid).expect("a pid");
    // SAFETY: kill(2) takes plain integers and touches no memory of ours; the
    // pid is a child of this process that has not been waited for yet.
    let sent = unsafe { libc::kill(pid, signal) };
    assert_eq!(sent, 0, "kill({pid}, {signal})");
}

/// Waits for a child process, at most `WAIT`; kills it if it hangs.
async fn wait_for_exit(mut child: std::process::Child) -> std::process::Output {
    let id = child.id();
    let waited = tokio::time::timeout(
        WAIT,
        tokio::task::spawn_blocking(move || {
            let status = child.wait()?;
            let mut stderr = String::new();
            if let Some(mut pipe) = child.stderr.take() {
                std::io::Read::read_to_string(&mut pipe, &mut stderr)?;
            }
            Ok::<_, std::io::Error>(std::process::Output {
                status,
                stdout: Vec::new(),
                stderr: stderr.into_bytes(),
            })
        }),
    )
    .await;
    match waited {
        Ok(output) => output.expect("no panic").expect("waited"),
        Err(_) => {
            send_signal(id, libc::SIGKILL);
            panic!("lyngk {id} did not exit within {WAIT:?}");
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_binary_reads_dot_env_runs_the_bot_and_stops_on_sigterm() {
    let h = Harness::without_bot(FakeConfig::default()).await;
    let dir = tempfile::tempdir().unwrap();
    // The token comes from .env in the working directory, the rest from the
    // environment.
    std::fs::write(
        dir.path().join(".env"),
        format!("DISCORD_TOKEN={}\n", h.fake.config().token),
    )
    .unwrap();
    let child = std::process::Command::new(env!("CARGO_BIN_EXE_lyngk"))
        .current_dir(dir.path())
        .env_remove("DISCORD_TOKEN")
        .env("DATABASE_URL", &h.database_url)
        .env("DISCORD_GUILD_ID", h.fake.config().guild_id.to_string())
        .env("DISCORD_HTTP_PROXY", h.fake.api_base())
        .env("RUST_LOG", "warn")
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("lyngk starts");
    let pid = child.id();
    h.fake
        .wait_for_commands(CommandScope::Guild(h.fake.config().guild_id), WAIT)
        .await
        .expect("the binary's bot registers its commands");
    // Registration is the last step of the set-up before the bot marks itself ready.
    h.fake.wait_for_ready(WAIT).await.expect("a READY session");
    assert!(h.database_path().exists(), "the database was created");

    send_signal(pid, libc::SIGTERM);
    let output = wait_for_exit(child).await;
    assert!(
        output.status.success(),
        "{:?}: {}",
        output.status,
        String::from_utf8_lossy(&output.stderr)
    );
    assert_eq!(h.fake.wait_for_close(WAIT).await.expect("closed"), [1000]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_binary_without_a_token_says_so_and_exits() {
    let dir = tempfile::tempdir().unwrap();
    let child = std::process::Command::new(env!("CARGO_BIN_EXE_lyngk"))
        .current_dir(dir.path())
        .env_remove("DISCORD_TOKEN")
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("lyngk starts");
    let output = wait_for_exit(child).await;
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("DISCORD_TOKEN is not set"), "{stderr}");
}

// ------------------------------------------------------------------ languages

/// An interaction as a user with Discord locale `locale` sends it, in a guild
/// whose preferred locale is `guild_locale`.
fn speaking(mut interaction: Value, locale: &str, guild_locale: &str) -> Value {
    interaction["locale"] = json!(locale);
    interaction["guild_locale"] = json!(guild_locale);
    interaction
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_user_is_answered_in_their_locale_and_the_tree_is_localised() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());

    // The registered tree carries the localisations of names, descriptions
    // and choices; the canonical names stay English.
    let commands = h.commands();
    let subs = &commands[0]["options"];
    let challenge = option(subs, "challenge");
    assert_eq!(challenge["name_localizations"]["fr"], "défier");
    assert_eq!(challenge["name_localizations"]["zh-CN"], "挑战");
    assert_eq!(challenge["name_localizations"]["es-419"], "desafiar");
    assert_eq!(challenge["name_localizations"]["tr"], "meydan-oku");
    assert!(
        challenge["description_localizations"]["fr"]
            .as_str()
            .is_some_and(|d| d.starts_with("Défier quelqu'un"))
    );
    let opponent = option(&challenge["options"], "opponent");
    assert_eq!(opponent["name_localizations"]["fr"], "adversaire");
    let color = option(&option(subs, "claim")["options"], "color");
    assert_eq!(color["choices"][0]["name"], "Ivory (I)");
    assert_eq!(
        color["choices"][0]["name_localizations"]["fr"],
        "Ivoire (I)"
    );
    assert_eq!(
        color["choices"][2]["name_localizations"]["zh-CN"],
        "红色 (R)"
    );
    let settings = option(subs, "settings");
    let limit = option(&settings["options"], "turn-limit");
    assert_eq!(limit["name_localizations"]["fr"], "délai-tour");

    // A French user's mistake, in French.
    let fr = |user: &FakeUser, sub: &str, options: Vec<Opt>| {
        speaking(
            h.fake
                .command_interaction(user, "lyngk", &[Opt::sub(sub, options)]),
            "fr",
            "fr",
        )
    };
    let zh = |user: &FakeUser, sub: &str, options: Vec<Opt>| {
        speaking(
            h.fake
                .command_interaction(user, "lyngk", &[Opt::sub(sub, options)]),
            "zh-CN",
            "fr",
        )
    };
    let nothing = h.send(fr(&alice, "board", vec![])).await;
    assert!(nothing.is_ephemeral());
    assert_eq!(
        nothing.content(),
        Some("Aucune partie n'a encore été jouée dans ce salon.")
    );
    let nothing = h.send(zh(&bob, "board", vec![])).await;
    assert_eq!(nothing.content(), Some("这个频道里还没有下过任何对局。"));
    let rules = h.send(zh(&bob, "rules", vec![])).await;
    assert!(
        rules
            .content()
            .unwrap_or_default()
            .contains("LYNGK 简明规则"),
        "{:?}",
        rules.content()
    );

    // Alice challenges in French: the message and its buttons are French.
    let challenge = h
        .send(fr(&alice, "challenge", vec![Opt::user("opponent", &bob)]))
        .await;
    let text = challenge.content().unwrap_or_default();
    assert!(text.contains("vous défie à une partie de LYNGK"), "{text}");
    let labels: Vec<&str> = challenge.data["components"][0]["components"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|b| b["label"].as_str())
        .collect();
    assert_eq!(labels, ["Accepter", "Refuser"]);

    // Bob accepts with the button from a Chinese client: the game starts in Chinese.
    let message = as_message(&h, &challenge, 9_000_000_000_000_000_011);
    let click = speaking(
        h.fake
            .button_interaction(&bob, &challenge.custom_ids()[0], Some(message)),
        "zh-CN",
        "fr",
    );
    let closed = h.send(click).await;
    assert_eq!(closed.kind, 7);
    let calls = h
        .fake
        .wait_for_webhook_calls(closed.interaction_id, 1, WAIT)
        .await
        .expect("a follow-up");
    let started = calls[0].json["content"].as_str().unwrap_or_default();
    assert!(started.contains("一局 LYNGK（标准）开始了"), "{started}");

    // Mistakes during the game: each in the caller's language.
    let game = Game::from_history(&h, &alice, &alice, &bob).await;
    let mover = game.user(Player::One);
    let waiting = game.user(Player::Two);
    let (from, to, _) = an_illegal_move(&game.pos);
    let mv = vec![
        Opt::string("from", &from.to_string()),
        Opt::string("to", &to.to_string()),
    ];
    let illegal = h.send(zh(mover, "move", mv.clone())).await;
    assert!(illegal.is_ephemeral());
    let text = illegal.content().unwrap_or_default();
    assert!(text.starts_with("违规："), "{text}");
    let illegal = h.send(fr(mover, "move", mv.clone())).await;
    let text = illegal.content().unwrap_or_default();
    assert!(text.starts_with("Coup interdit : "), "{text}");
    let early = h.send(fr(waiting, "move", mv)).await;
    assert_eq!(
        early.content(),
        Some(
            format!(
                "Ce n'est pas votre tour : c'est à <@{}> de jouer.",
                mover.id
            )
            .as_str()
        )
    );
    // An English client in the same (French) server still gets English.
    let english = speaking(
        h.fake.command_interaction(
            waiting,
            "lyngk",
            &[Opt::sub("claim", vec![Opt::integer("color", 0)])],
        ),
        "en-US",
        "fr",
    );
    let english = h.send(english).await;
    assert!(
        english
            .content()
            .unwrap_or_default()
            .starts_with("It is not your turn"),
        "{:?}",
        english.content()
    );

    // The bot's own posts use the guild's preferred locale (French here).
    h.clock.advance(12 * 3_600_000 + 1);
    let posted = h
        .fake
        .wait_for_channel_messages(1, WAIT)
        .await
        .expect("a warning");
    let warning = posted[0].content().unwrap_or_default();
    assert!(
        warning.contains("la moitié de votre temps pour ce tour est écoulée"),
        "{warning}"
    );
    h.finish().await;
}

// ------------------------------------------------------------------ the computer

/// The current position, read from `/lyngk history` (start LPN and turns).
async fn position_from_history(h: &Harness, asker: &FakeUser) -> Position {
    let answer = h.command(asker, "history", vec![]).await;
    let text = answer.content().expect("a history text").to_owned();
    let block = text.split("```").nth(1).expect("a code block");
    let mut lines = block.trim().lines();
    let mut pos: Position = lines.next().unwrap().trim().parse().unwrap();
    for line in lines {
        let Some((_, turn)) = line.split_once(". ") else {
            continue;
        };
        for action in lyngk::engine::parse_turn(turn).unwrap() {
            pos.play(action).unwrap();
        }
    }
    pos
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn play_ai_answers_a_move_with_the_computers_move_and_the_board() {
    let h = Harness::start().await;
    let alice = alice();
    // Level choices are sent as their index: 0 = Easy.
    let started = h
        .command(&alice, "play-ai", vec![Opt::integer("level", 0)])
        .await;
    assert_eq!(started.kind, 4);
    assert!(!started.is_ephemeral(), "{:?}", started.content());
    assert_safe_mentions(&started);
    assert_eq!(allowed_users(&started), [alice.id]);
    let text = started.content().unwrap_or_default().to_owned();
    assert!(text.contains("against the computer (level easy)"), "{text}");
    let size = board_png_size(&started);

    let pos = position_from_history(&h, &alice).await;
    let m = first_move(&pos);
    let Action::Move(m) = m else {
        panic!("not a move: {m}")
    };
    let answer = h
        .command(
            &alice,
            "move",
            vec![
                Opt::string("from", &m.from.to_string()),
                Opt::string("to", &m.to.to_string()),
            ],
        )
        .await;
    assert_eq!(answer.kind, 4);
    assert!(!answer.is_ephemeral(), "{:?}", answer.content());
    assert_safe_mentions(&answer);
    assert_eq!(
        allowed_users(&answer),
        [alice.id],
        "only the human is pinged"
    );
    let text = answer.content().unwrap_or_default().to_owned();
    assert!(
        text.contains(&format!("<@{}> plays `{m}`", alice.id)),
        "{text}"
    );
    assert!(text.contains("The computer (easy) answers"), "{text}");
    assert!(text.contains("the computer plays `"), "{text}");
    assert_eq!(board_png_size(&answer), size, "the board at its usual size");
    // The stored game agrees: both turns are in the history.
    let after = position_from_history(&h, &alice).await;
    let mut expected = pos.clone();
    expected.play(Action::Move(m)).unwrap();
    assert_ne!(after, expected, "the computer has moved too");

    // A challenge aimed at the bot itself starts a game against the computer.
    let resigned = h.command(&alice, "resign", vec![]).await;
    assert!(
        resigned
            .content()
            .unwrap_or_default()
            .contains("the computer wins")
    );
    let bot = h.fake.config().bot_user.clone();
    let challenged = h
        .command(&alice, "challenge", vec![Opt::user("opponent", &bot)])
        .await;
    assert!(!challenged.is_ephemeral(), "{:?}", challenged.content());
    let text = challenged.content().unwrap_or_default();
    assert!(
        text.contains("against the computer (level normal)"),
        "{text}"
    );
    assert!(challenged.custom_ids().is_empty(), "no challenge to accept");
    h.finish().await;
}
