//! Tournament pairings and standings against their rules: the Swiss never
//! repeats a pair, gives each bye at most once and to the lowest-ranked
//! player without one, keeps every player's first moves within two of their
//! second moves, and has the smallest score differences of all the
//! repeat-free pairings (checked against an exhaustive search written here
//! from the rules, not from the library's cost); the round robin meets every
//! pair once in the right number of rounds; the tie-breaks match the cases
//! worked by hand in `tests/data/tiebreaks.txt`.

use std::collections::{BTreeMap, BTreeSet};

use lyngk::tournament::{
    Format, PairingResult, PlayerId, Points, Quarters, Round, Standing, Tournament, round_robin,
    standings, swiss,
};
use proptest::prelude::*;

fn ids(n: usize) -> Vec<PlayerId> {
    (1..=n as u64).map(PlayerId).collect()
}

/// A small generator of results, so that a case is one seed.
struct Dice(u64);

impl Dice {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn result(&mut self) -> PairingResult {
        match self.next() % 5 {
            0 | 1 => PairingResult::FirstWon,
            2 | 3 => PairingResult::SecondWon,
            _ => PairingResult::Draw,
        }
    }
}

/// What the rules need to know about the past, computed here directly from
/// the rounds.
struct Past {
    score: BTreeMap<PlayerId, u32>,
    imbalance: BTreeMap<PlayerId, i32>,
    met: BTreeSet<(PlayerId, PlayerId)>,
    byes: BTreeMap<PlayerId, u32>,
}

fn past(players: &[PlayerId], rounds: &[Round]) -> Past {
    let mut p = Past {
        score: players.iter().map(|&p| (p, 0)).collect(),
        imbalance: players.iter().map(|&p| (p, 0)).collect(),
        met: BTreeSet::new(),
        byes: BTreeMap::new(),
    };
    for r in rounds {
        if let Some(b) = r.bye {
            *p.score.get_mut(&b).unwrap() += 2;
            *p.byes.entry(b).or_default() += 1;
        }
        for g in &r.games {
            p.met.insert((g.first.min(g.second), g.first.max(g.second)));
            let (a, b) = match g.result.unwrap() {
                PairingResult::FirstWon | PairingResult::SecondForfeited => (2, 0),
                PairingResult::SecondWon | PairingResult::FirstForfeited => (0, 2),
                PairingResult::Draw => (1, 1),
                PairingResult::BothForfeited => (0, 0),
            };
            *p.score.get_mut(&g.first).unwrap() += a;
            *p.score.get_mut(&g.second).unwrap() += b;
            if g.result.unwrap().is_played() {
                *p.imbalance.get_mut(&g.first).unwrap() += 1;
                *p.imbalance.get_mut(&g.second).unwrap() -= 1;
            }
        }
    }
    p
}

/// The best (bye rank, sum of squared score differences) over every
/// pairing of `active` (in ranking order) with no repeated pair, no second
/// bye and no pair of players who both already have two more first moves
/// than second moves (or two fewer): an exhaustive search.
fn best_by_search(active: &[PlayerId], past: &Past) -> Option<(u32, u32)> {
    fn go(
        active: &[PlayerId],
        past: &Past,
        used: &mut Vec<bool>,
        bye_left: bool,
        acc: (u32, u32),
        best: &mut Option<(u32, u32)>,
    ) {
        let Some(a) = used.iter().position(|u| !u) else {
            if best.is_none_or(|b| acc < b) {
                *best = Some(acc);
            }
            return;
        };
        if best.is_some_and(|b| acc.0 > b.0) {
            return;
        }
        used[a] = true;
        let pa = active[a];
        if bye_left && !past.byes.contains_key(&pa) {
            let below = active[a + 1..]
                .iter()
                .filter(|p| !past.byes.contains_key(p))
                .count() as u32;
            go(active, past, used, false, (acc.0 + below, acc.1), best);
        }
        for b in a + 1..active.len() {
            if used[b] {
                continue;
            }
            let pb = active[b];
            let (ia, ib) = (past.imbalance[&pa], past.imbalance[&pb]);
            let clash = (ia >= 2 && ib >= 2) || (ia <= -2 && ib <= -2);
            if past.met.contains(&(pa.min(pb), pa.max(pb))) || clash {
                continue;
            }
            let d = past.score[&pa].abs_diff(past.score[&pb]);
            used[b] = true;
            go(active, past, used, bye_left, (acc.0, acc.1 + d * d), best);
            used[b] = false;
        }
        used[a] = false;
    }
    let mut best = None;
    let mut used = vec![false; active.len()];
    go(
        active,
        past,
        &mut used,
        active.len() % 2 == 1,
        (0, 0),
        &mut best,
    );
    best
}

/// Checks one Swiss round against the rules, given the rounds before it.
fn check_swiss_round(
    players: &[PlayerId],
    withdrawn: &BTreeSet<PlayerId>,
    before: &[Round],
    round: &Round,
    exhaustive_up_to: usize,
) -> Result<(), String> {
    let past = past(players, before);
    let mut active: Vec<PlayerId> = players
        .iter()
        .copied()
        .filter(|p| !withdrawn.contains(p))
        .collect();
    // Ranking order: score, then seed.
    active.sort_by_key(|p| (std::cmp::Reverse(past.score[p]), p.0));

    let mut seen = BTreeSet::new();
    for g in &round.games {
        for p in [g.first, g.second] {
            if !seen.insert(p) {
                return Err(format!("{p} is paired twice"));
            }
        }
        if past
            .met
            .contains(&(g.first.min(g.second), g.first.max(g.second)))
        {
            return Err(format!("{} and {} meet again", g.first, g.second));
        }
    }
    if let Some(b) = round.bye {
        if !seen.insert(b) {
            return Err(format!("{b} has a bye and a game"));
        }
        if past.byes.contains_key(&b) {
            return Err(format!("{b} gets a second bye"));
        }
        let lowest = active.iter().rev().find(|p| !past.byes.contains_key(p));
        if lowest != Some(&b) {
            return Err(format!("the bye went to {b}, not {lowest:?}"));
        }
    }
    let expected: BTreeSet<_> = active.iter().copied().collect();
    if seen != expected {
        return Err(format!("paired {seen:?}, active {expected:?}"));
    }
    if round.bye.is_some() != (active.len() % 2 == 1) {
        return Err("a bye only for an odd count".into());
    }
    for g in &round.games {
        let (f, s) = (past.imbalance[&g.first] + 1, past.imbalance[&g.second] - 1);
        if f.abs() > 2 || s.abs() > 2 {
            return Err(format!(
                "first moves out of balance: {} at {f}, {} at {s}",
                g.first, g.second
            ));
        }
    }
    if active.len() + active.len() % 2 <= exhaustive_up_to {
        let got_bye = round.bye.map_or(0, |b| {
            let at = active.iter().position(|&p| p == b).unwrap();
            active[at + 1..]
                .iter()
                .filter(|p| !past.byes.contains_key(p))
                .count() as u32
        });
        let got_score: u32 = round
            .games
            .iter()
            .map(|g| past.score[&g.first].abs_diff(past.score[&g.second]).pow(2))
            .sum();
        let best = best_by_search(&active, &past).ok_or("no legal pairing exists")?;
        if (got_bye, got_score) != best {
            return Err(format!(
                "pairing costs (bye rank, score) {:?}, the best is {best:?}",
                (got_bye, got_score)
            ));
        }
    }
    Ok(())
}

/// Plays a whole Swiss of `n` players and `rounds` rounds with random
/// results, checking every round.
fn play_swiss(n: usize, rounds: u32, seed: u64, exhaustive_up_to: usize) -> Result<(), String> {
    let players = ids(n);
    let mut dice = Dice(seed | 1);
    let mut t =
        Tournament::new(Format::Swiss { rounds }, players.clone()).map_err(|e| e.to_string())?;
    while !t.is_finished() {
        let before = t.rounds().to_vec();
        let round = t.advance().map_err(|e| e.to_string())?.clone();
        check_swiss_round(
            &players,
            &BTreeSet::new(),
            &before,
            &round,
            exhaustive_up_to,
        )
        .map_err(|e| format!("round {}: {e}\n{round:?}", before.len() + 1))?;
        for g in &round.games {
            t.record(g.first, g.second, dice.result())
                .map_err(|e| e.to_string())?;
        }
    }
    // Every player's first moves stay within two of their second moves.
    for (p, (first, second)) in swiss::side_counts(t.rounds()) {
        if first.abs_diff(second) > 2 {
            return Err(format!("{p}: {first} first moves, {second} second"));
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, .. ProptestConfig::default() })]

    #[test]
    fn random_swiss_tournaments_keep_every_rule(
        n in 6usize..=20,
        fewer in 0u32..3,
        seed in any::<u64>(),
    ) {
        let max = swiss::max_rounds(n);
        let rounds = max.saturating_sub(fewer).max(1);
        if let Err(e) = play_swiss(n, rounds, seed, 14) {
            return Err(TestCaseError::fail(format!("n={n} rounds={rounds} seed={seed}: {e}")));
        }
    }
}

#[test]
fn small_swiss_tournaments_are_optimal_against_the_exhaustive_search() {
    for n in 2..=13 {
        for seed in 1..40u64 {
            let rounds = swiss::max_rounds(n);
            play_swiss(n, rounds, seed * 7_919 + n as u64, 14)
                .unwrap_or_else(|e| panic!("n={n} seed={seed}: {e}"));
        }
    }
}

#[test]
fn the_same_history_gives_the_same_pairing() {
    let players = ids(11);
    let mut t = Tournament::new(Format::Swiss { rounds: 5 }, players.clone()).unwrap();
    let mut dice = Dice(42);
    while !t.is_finished() {
        let again = swiss::pair(&players, &BTreeSet::new(), t.rounds());
        let round = t.advance().unwrap().clone();
        assert_eq!(round, again);
        for g in &round.games {
            t.record(g.first, g.second, dice.result()).unwrap();
        }
    }
}

#[test]
fn a_swiss_goes_on_after_withdrawals_without_pairing_the_leavers() {
    for seed in 1..30u64 {
        let n = 9;
        let players = ids(n);
        let mut t = Tournament::new(Format::Swiss { rounds: 4 }, players.clone()).unwrap();
        let mut dice = Dice(seed);
        while !t.is_finished() {
            let round = t.advance().unwrap().clone();
            let withdrawn: BTreeSet<_> = players
                .iter()
                .copied()
                .filter(|&p| t.is_withdrawn(p))
                .collect();
            for g in &round.games {
                assert!(!withdrawn.contains(&g.first) && !withdrawn.contains(&g.second));
            }
            assert!(round.bye.is_none_or(|b| !withdrawn.contains(&b)));
            let paired = round.games.len() * 2 + usize::from(round.bye.is_some());
            assert_eq!(paired, n - withdrawn.len());
            // One player leaves in the middle of each round: their game is
            // lost by forfeit.
            let leaver = players[(dice.next() % n as u64) as usize];
            let forfeited = t.withdraw(leaver).ok().flatten();
            for g in &round.games {
                if Some((g.first, g.second)) != forfeited {
                    t.record(g.first, g.second, dice.result()).unwrap();
                }
            }
            if let Some((first, second)) = forfeited {
                let g = t
                    .rounds()
                    .last()
                    .unwrap()
                    .games
                    .iter()
                    .find(|g| g.first == first && g.second == second)
                    .unwrap();
                let expected = if first == leaver {
                    PairingResult::FirstForfeited
                } else {
                    PairingResult::SecondForfeited
                };
                assert_eq!(g.result, Some(expected));
            }
        }
    }
}

#[test]
fn round_robins_meet_every_pair_once_with_balanced_first_moves() {
    for n in 2..=24 {
        let players = ids(n);
        let rounds = round_robin::schedule(&players);
        let expected = if n % 2 == 0 { n - 1 } else { n };
        assert_eq!(rounds.len(), expected, "n={n}");
        let mut pairs = BTreeSet::new();
        let mut sides: BTreeMap<PlayerId, (u32, u32)> = BTreeMap::new();
        let mut byes: BTreeMap<PlayerId, u32> = BTreeMap::new();
        for r in &rounds {
            let mut seen = BTreeSet::new();
            for g in &r.games {
                assert!(
                    seen.insert(g.first) && seen.insert(g.second),
                    "n={n}: twice in a round"
                );
                assert!(
                    pairs.insert((g.first.min(g.second), g.first.max(g.second))),
                    "n={n}: repeat"
                );
                sides.entry(g.first).or_default().0 += 1;
                sides.entry(g.second).or_default().1 += 1;
            }
            if let Some(b) = r.bye {
                assert!(seen.insert(b));
                *byes.entry(b).or_default() += 1;
            }
            assert_eq!(seen.len(), n, "n={n}: everyone plays or sits out");
        }
        assert_eq!(pairs.len(), n * (n - 1) / 2, "n={n}: every pair");
        if n % 2 == 1 {
            assert_eq!(byes.len(), n);
            assert!(byes.values().all(|&b| b == 1), "n={n}: one sit-out each");
        } else {
            assert!(byes.is_empty());
        }
        let limit = if n % 2 == 0 { 1 } else { 0 };
        for (p, (first, second)) in sides {
            assert!(
                first.abs_diff(second) <= limit,
                "n={n} {p}: {first} first, {second} second"
            );
        }
    }
}

/// One case of `tests/data/tiebreaks.txt`.
struct Case {
    line: usize,
    format: Format,
    names: Vec<String>,
    rounds: Vec<Round>,
    withdrawn: BTreeSet<PlayerId>,
    expected: Vec<(u32, String, Points, u32, Option<Points>, Quarters)>,
}

fn quarters(text: &str) -> u32 {
    let value: f64 = text
        .parse()
        .unwrap_or_else(|_| panic!("not a number: {text}"));
    let q = value * 4.0;
    assert!(q.fract() == 0.0, "{text} is not a quarter");
    q as u32
}

fn parse_cases(text: &str) -> Vec<Case> {
    let mut cases: Vec<Case> = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let words: Vec<&str> = line.split_whitespace().collect();
        if words[0] == "tournament" {
            let format = match words[1] {
                "swiss" => Format::Swiss {
                    rounds: words[2].parse().unwrap(),
                },
                "round-robin" => Format::RoundRobin,
                other => panic!("line {}: format {other}", i + 1),
            };
            cases.push(Case {
                line: i + 1,
                format,
                names: Vec::new(),
                rounds: Vec::new(),
                withdrawn: BTreeSet::new(),
                expected: Vec::new(),
            });
            continue;
        }
        let case = cases.last_mut().expect("a case first");
        let id = |name: &str| -> PlayerId {
            let at = case
                .names
                .iter()
                .position(|n| n == name)
                .unwrap_or_else(|| panic!("line {}: who is {name}", i + 1));
            PlayerId(at as u64 + 1)
        };
        match words[0] {
            "players" => case.names = words[1..].iter().map(ToString::to_string).collect(),
            "round" => case.rounds.push(Round::default()),
            "bye" => {
                let p = id(words[1]);
                case.rounds.last_mut().unwrap().bye = Some(p);
            }
            "withdrawn" => {
                let p = id(words[1]);
                case.withdrawn.insert(p);
            }
            "expect" => {
                let buchholz =
                    (words[5] != "-").then(|| Points::from_halves(quarters(words[5]) / 2));
                case.expected.push((
                    words[1].parse().unwrap(),
                    words[2].to_string(),
                    Points::from_halves(quarters(words[3]) / 2),
                    words[4].parse().unwrap(),
                    buchholz,
                    Quarters(quarters(words[6])),
                ));
            }
            _ => {
                let result = match words[2] {
                    "1-0" => PairingResult::FirstWon,
                    "0-1" => PairingResult::SecondWon,
                    "1/2" => PairingResult::Draw,
                    "-+" => PairingResult::FirstForfeited,
                    "+-" => PairingResult::SecondForfeited,
                    "--" => PairingResult::BothForfeited,
                    other => panic!("line {}: result {other}", i + 1),
                };
                let (first, second) = (id(words[0]), id(words[1]));
                case.rounds
                    .last_mut()
                    .unwrap()
                    .games
                    .push(lyngk::tournament::Game {
                        first,
                        second,
                        result: Some(result),
                    });
            }
        }
    }
    cases
}

#[test]
fn tie_breaks_match_the_worked_examples() {
    let cases = parse_cases(include_str!("../data/tiebreaks.txt"));
    assert_eq!(cases.len(), 3);
    for case in cases {
        let players = ids(case.names.len());
        let table: Vec<Standing> = standings(case.format, &players, &case.withdrawn, &case.rounds);
        let got: Vec<_> = table
            .iter()
            .map(|s| {
                (
                    s.rank,
                    case.names[s.player.0 as usize - 1].clone(),
                    s.points,
                    s.played,
                    s.buchholz,
                    s.sonneborn_berger,
                )
            })
            .collect();
        assert_eq!(got, case.expected, "case at line {}", case.line);
        for s in &table {
            assert_eq!(s.withdrawn, case.withdrawn.contains(&s.player));
        }
        // The same standings through a restored tournament.
        let restored = Tournament::restore(
            case.format,
            players.clone(),
            case.withdrawn.clone(),
            case.rounds.clone(),
        )
        .unwrap();
        assert_eq!(restored.standings(), table);
    }
}

#[test]
fn players_equal_on_everything_share_a_rank() {
    let players = ids(4);
    let mut t = Tournament::new(Format::RoundRobin, players).unwrap();
    while !t.is_finished() {
        let round = t.advance().unwrap().clone();
        for g in &round.games {
            t.record(g.first, g.second, PairingResult::Draw).unwrap();
        }
    }
    let table = t.standings();
    assert!(
        table
            .iter()
            .all(|s| s.rank == 1 && s.points == Points::from_halves(3))
    );
    let order: Vec<u64> = table.iter().map(|s| s.player.0).collect();
    assert_eq!(order, [1, 2, 3, 4], "listed by seed");
}

/// The README's standings picture (`docs/standings.png`) is the first
/// worked example of `tests/data/tiebreaks.txt` (a Swiss of six players
/// with a draw, a forfeit, a withdrawal and a bye), drawn by
/// `render::standings_png` with names for its letters: the file must be
/// what the renderer draws, pixel for pixel. `LYNGK_WRITE_DOCS=1 cargo test
/// --test engine readme_standings` draws it again.
#[test]
fn the_readme_standings_picture_is_the_worked_swiss() {
    use lyngk::render::{StandingsLabels, StandingsView, standings_png};

    let case = parse_cases(include_str!("../data/tiebreaks.txt"))
        .into_iter()
        .next()
        .expect("the worked Swiss");
    assert_eq!(case.format, Format::Swiss { rounds: 3 });
    let names = ["Ada", "Bram", "Chiara", "Dmitri", "Emeka", "Fumiko"];
    let players = ids(case.names.len());
    let table = standings(case.format, &players, &case.withdrawn, &case.rounds);
    let rows: Vec<(Standing, String)> = table
        .into_iter()
        .map(|s| {
            let name = names[s.player.0 as usize - 1].to_owned();
            (s, name)
        })
        .collect();
    // The letters' figures, under the names the picture gives them.
    let order: Vec<&str> = rows.iter().map(|(_, n)| n.as_str()).collect();
    assert_eq!(
        order,
        ["Ada", "Dmitri", "Chiara", "Fumiko", "Emeka", "Bram"]
    );
    let png = standings_png(&StandingsView {
        title: "Autumn Swiss",
        caption: "Swiss (3 rounds) · after round 3 of 3",
        format: case.format,
        rows: &rows,
        labels: StandingsLabels::ENGLISH,
    })
    .expect("renders");
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/standings.png");
    let phone_path = path.with_file_name("standings-400.png");
    let drawn = image::load_from_memory(&png).expect("decodes").to_rgb8();
    // As a phone shows it, 400 pixels wide (`docs/players/pictures.md`).
    let h = (f64::from(drawn.height()) * 400.0 / f64::from(drawn.width())).round() as u32;
    let phone = image::imageops::resize(&drawn, 400, h, image::imageops::FilterType::Triangle);
    if std::env::var_os("LYNGK_WRITE_DOCS").is_some() {
        std::fs::write(&path, &png).expect("docs/standings.png written");
        phone
            .save(&phone_path)
            .expect("docs/standings-400.png written");
    }
    let committed_phone = image::open(&phone_path)
        .expect("docs/standings-400.png")
        .to_rgb8();
    assert!(
        phone == committed_phone,
        "docs/standings-400.png is out of date; LYNGK_WRITE_DOCS=1 draws it again"
    );
    let committed = image::load_from_memory(&std::fs::read(&path).expect("docs/standings.png"))
        .expect("the committed picture decodes")
        .to_rgb8();
    assert_eq!(drawn.dimensions(), committed.dimensions());
    assert!(
        drawn == committed,
        "docs/standings.png is not what the renderer draws; LYNGK_WRITE_DOCS=1 draws it again"
    );
}
