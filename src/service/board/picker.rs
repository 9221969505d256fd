//! The Move button's menus, built once for every board: a game's (its
//! public Move button, [`super::super::Menus`]) and the private boards'
//! ([`super::Boards`]). The stacks the player to move may move, in one menu
//! or split by columns past [`Menu::MAX_OPTIONS`], with a button per colour
//! they may claim beside them when the board offers claims first; then the
//! landing points of the stack chosen, LYNGK chains labelled with their
//! path and a landing that needs a claim naming it, as autocomplete offers
//! them ([`super::super::autocomplete`]).
//!
//! Pure: a position in, the menus out. Knows nothing of games, boards or
//! storage; the caller says what the menus' ids carry ([`MenuKind`]).

use crate::engine::{Action, Color, Point, Position};
use crate::i18n::Msg;

use super::super::autocomplete::{Destination, destinations, movable};
use super::super::buttons::{Button, Menu, MenuKind, MenuOption};
use super::super::text;

/// What a board's menus offer: the line above them, the menus, and the
/// buttons beside them.
pub(in crate::service) struct Picker {
    pub(in crate::service) prompt: Msg,
    pub(in crate::service) menus: Vec<Menu>,
    pub(in crate::service) buttons: Vec<Button>,
}

/// The stacks the player to move in `pos` may move, as menus of `kind`,
/// and `claims` beside them (their row is taken from the menus'). A
/// landing that needs a claim names it.
pub(in crate::service) fn stacks(pos: &Position, kind: MenuKind, claims: Vec<Button>) -> Picker {
    let options = movable(pos, None)
        .into_iter()
        .map(|p| (p, stack_option(pos, p)))
        .collect();
    let rows = if claims.is_empty() {
        Menu::MAX_ROWS
    } else {
        Menu::MAX_ROWS - 1
    };
    let menus = split_by_columns(options, rows, |part, columns, options| Menu {
        kind,
        part,
        placeholder: text::menu_stacks_placeholder(columns),
        options,
    });
    Picker {
        prompt: text::menu_stacks(!claims.is_empty()),
        menus,
        buttons: claims,
    }
}

/// The landing points of the stack on `from` in `pos`, as menus of
/// `kind`; `None` when that stack can't move.
pub(in crate::service) fn landings(pos: &Position, from: Point, kind: MenuKind) -> Option<Picker> {
    let landings = destinations(pos, from, None);
    if landings.is_empty() {
        return None;
    }
    let options = landings.iter().map(|d| (d.to, landing_option(d))).collect();
    let menus = split_by_columns(options, Menu::MAX_ROWS, |part, columns, options| Menu {
        kind,
        part,
        placeholder: text::menu_landings_placeholder(columns),
        options,
    });
    Some(Picker {
        prompt: text::menu_landings(from),
        menus,
        buttons: Vec::new(),
    })
}

/// A button per colour the player to move in `pos` may claim, made by
/// `button`.
pub(in crate::service) fn claims(pos: &Position, button: impl Fn(Color) -> Button) -> Vec<Button> {
    pos.legal_actions()
        .into_iter()
        .filter_map(|act| match act {
            Action::Claim(color) => Some(button(color)),
            _ => None,
        })
        .collect()
}

/// A stack in the menu: its point, and what it is.
fn stack_option(pos: &Position, p: Point) -> MenuOption {
    let stack = pos.stack(p);
    MenuOption {
        label: Msg::verbatim(p.to_string()),
        value: p.to_string(),
        description: stack
            .top()
            .map(|top| text::stack_description(top, stack.height())),
    }
}

/// A landing point in the menu, labelled as autocomplete labels it.
fn landing_option(d: &Destination) -> MenuOption {
    MenuOption {
        label: text::destination(d.to, &d.via, d.claim),
        value: d.value(),
        description: None,
    }
}

/// The options, keyed by their point (in notation order), in menus of at
/// most [`Menu::MAX_OPTIONS`]: one menu when they fit, else whole columns
/// together while they fit (a column that alone does not is cut), at most
/// `max_menus`. `make` gets each menu's place, the columns it holds when
/// there are several (`A–E`), and its options.
fn split_by_columns(
    options: Vec<(Point, MenuOption)>,
    max_menus: usize,
    make: impl Fn(usize, Option<String>, Vec<MenuOption>) -> Menu,
) -> Vec<Menu> {
    if options.len() <= Menu::MAX_OPTIONS {
        return vec![make(0, None, options.into_iter().map(|(_, o)| o).collect())];
    }
    let mut columns: Vec<(char, Vec<MenuOption>)> = Vec::new();
    for (p, o) in options {
        match columns.last_mut() {
            Some((c, v)) if *c == p.column_letter() => v.push(o),
            _ => columns.push((p.column_letter(), vec![o])),
        }
    }
    // Groups of whole columns (a column over the limit alone is cut in
    // pieces, each labelled with that column).
    let mut groups: Vec<(char, char, Vec<MenuOption>)> = Vec::new();
    for (c, opts) in columns {
        if opts.len() > Menu::MAX_OPTIONS {
            for chunk in opts.chunks(Menu::MAX_OPTIONS) {
                groups.push((c, c, chunk.to_vec()));
            }
            continue;
        }
        match groups.last_mut() {
            Some((_, last, v)) if v.len() + opts.len() <= Menu::MAX_OPTIONS => {
                *last = c;
                v.extend(opts);
            }
            _ => groups.push((c, c, opts)),
        }
    }
    groups
        .into_iter()
        .take(max_menus)
        .enumerate()
        .map(|(part, (first, last, opts))| {
            let columns = if first == last {
                first.to_string()
            } else {
                format!("{first}–{last}")
            };
            make(part, Some(columns), opts)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn option(p: Point) -> (Point, MenuOption) {
        (
            p,
            MenuOption {
                label: Msg::verbatim(p.to_string()),
                value: p.to_string(),
                description: None,
            },
        )
    }

    fn menus(points: &[Point]) -> Vec<(Option<String>, Vec<String>)> {
        let options = points.iter().map(|&p| option(p)).collect();
        split_by_columns(options, 4, |part, columns, options| Menu {
            kind: MenuKind::Stacks {
                game: crate::ids::GameId(1),
                rev: part as i64,
            },
            part,
            placeholder: Msg::verbatim(columns.clone().unwrap_or_default()),
            options,
        })
        .into_iter()
        .map(|m| {
            let Some(crate::i18n::Arg::Str(cols)) = m.placeholder.get("text").cloned() else {
                unreachable!()
            };
            (
                (!cols.is_empty()).then_some(cols),
                m.options.into_iter().map(|o| o.value).collect(),
            )
        })
        .collect()
    }

    #[test]
    fn few_stacks_make_one_menu_and_many_are_split_by_whole_columns() {
        let few: Vec<Point> = Point::ALL[..25].to_vec();
        let one = menus(&few);
        assert_eq!(one.len(), 1);
        assert_eq!(one[0].0, None);
        assert_eq!(one[0].1.len(), 25);

        let all = menus(&Point::ALL);
        // A (1) B (4) C (7) D (6) E (7) = 25, then F (6) G (7) H (4) I (1).
        assert_eq!(all.len(), 2);
        assert_eq!(all[0].0.as_deref(), Some("A–E"));
        assert_eq!(all[0].1.len(), 25);
        assert_eq!(all[1].0.as_deref(), Some("F–I"));
        assert_eq!(all[1].1.len(), 18);
        let listed: Vec<String> = all.iter().flat_map(|m| m.1.clone()).collect();
        let every: Vec<String> = Point::ALL.iter().map(ToString::to_string).collect();
        assert_eq!(listed, every, "every stack once, in notation order");
    }

    #[test]
    fn a_column_longer_than_a_menu_is_cut() {
        // 30 options on the seven points of column C (landings with claims).
        let c: Vec<Point> = Point::ALL
            .iter()
            .copied()
            .filter(|p| p.column_letter() == 'C')
            .collect();
        let many: Vec<Point> = c.iter().cycle().take(30).copied().collect();
        let mut sorted = many.clone();
        sorted.sort_by_key(|p| p.index());
        let cut = menus(&sorted);
        assert_eq!(cut.len(), 2);
        assert_eq!(cut[0].1.len(), 25);
        assert_eq!(cut[1].1.len(), 5);
        assert!(cut.iter().all(|m| m.0.as_deref() == Some("C")));
    }
}
