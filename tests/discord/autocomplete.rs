//! Autocomplete of `/lyngk move`: the caller's movable stacks and the legal
//! landing points of the chosen one, LYNGK chains labelled with their path,
//! landings that need a claim labelled with it, and a filled `claim` option
//! narrowing both.

use lyngk::engine::{Action, Color, Move, Player, Point, Position};
use serde_json::Value;

use crate::common::fake_discord::Opt;
use crate::common::{Harness, alice, bob, carol};
use crate::support::start_game;

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
        .flat_map(lyngk::engine::Position::legal_actions)
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

    // `to`: exactly the legal landing points of the chosen stack; one that
    // needs a claim names it in the label and carries it in the value.
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
    let mut points: Vec<String> = values(&to)
        .iter()
        .map(|v| v.split(' ').next().unwrap().to_owned())
        .collect();
    points.dedup();
    let expected: Vec<String> = expected.iter().map(ToString::to_string).collect();
    assert_eq!(points, expected, "from {from}");
    let top = game.pos.stack(from).top();
    for (name, value) in &to {
        let value = value.as_str().unwrap();
        let (point, label) = match value.split_once(" claim:") {
            // A landing that needs a claim: `G9 — claim black[, via …]`.
            Some((point, color)) => {
                let prefix = format!("{point} — claim {color}");
                let rest = name
                    .strip_prefix(&prefix)
                    .unwrap_or_else(|| panic!("label {name:?} for {value}"));
                let via = rest.strip_prefix(", via ").unwrap_or(rest);
                (point, via.to_owned())
            }
            None if name == value => continue,
            // A LYNGK chain through stacks topped by the moving stack's colour.
            None => {
                let via = name
                    .strip_prefix(&format!("{value} (via "))
                    .and_then(|rest| rest.strip_suffix(')'))
                    .unwrap_or_else(|| panic!("label {name:?} for {value}"));
                (value, via.to_owned())
            }
        };
        assert!(expected.iter().any(|e| e == point), "{value}");
        for via in label.split(", ").filter(|v| !v.is_empty()) {
            let via: Point = via.parse().unwrap();
            assert_eq!(game.pos.stack(via).top(), top, "{name}");
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
    let same_point: Vec<String> = values(&to)
        .into_iter()
        .filter(|v| v.split(' ').next() == Some(first.as_str()))
        .collect();
    assert_eq!(values(&narrowed), same_point);

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

/// With the `claim` option filled, `from` and `to` offer only what is legal
/// after that claim, and the move picked so is played with it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_filled_claim_narrows_the_choices_and_is_played_with_the_move() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    let (game, _, _) = start_game(&h, &alice, &bob).await;
    let mover = game.user(Player::One).clone();
    // The option's choices are the claimable colours in this order.
    let (index, color) = (2, Color::Red);
    let mut after = game.pos.clone();
    after.play(Action::Claim(color)).unwrap();
    let legal: Vec<Move> = after
        .legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            Action::Move(m) => Some(m),
            _ => None,
        })
        .collect();
    let mut froms: Vec<String> = Point::ALL
        .iter()
        .filter(|p| legal.iter().any(|m| m.from == **p))
        .map(ToString::to_string)
        .collect();
    froms.truncate(25);
    let offered = h
        .autocomplete(
            &mover,
            "move",
            vec![Opt::integer("claim", index), Opt::focused("from", "")],
        )
        .await;
    assert_eq!(values(&offered), froms);

    let from = legal[0].from;
    let mut expected: Vec<String> = Point::ALL
        .iter()
        .filter(|p| legal.iter().any(|m| m.from == from && m.to == **p))
        .map(ToString::to_string)
        .collect();
    expected.truncate(25);
    let to = h
        .autocomplete(
            &mover,
            "move",
            vec![
                Opt::string("from", &from.to_string()),
                Opt::integer("claim", index),
                Opt::focused("to", ""),
            ],
        )
        .await;
    assert_eq!(values(&to), expected, "only landings legal after the claim");

    let answer = h
        .command(
            &mover,
            "move",
            vec![
                Opt::string("from", &from.to_string()),
                Opt::string("to", &values(&to)[0]),
                Opt::integer("claim", index),
            ],
        )
        .await;
    assert!(!answer.is_ephemeral(), "{:?}", answer.content());
    let content = answer.content().unwrap_or_default().to_owned();
    assert!(content.contains("claims red"), "{content}");
    h.finish().await;
}
