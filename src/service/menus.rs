//! Playing by clicking: the menus behind the Move button. The button opens,
//! for the player to move only, a menu of their movable stacks (split by
//! columns when there are more than a menu holds) and a button per colour
//! they may claim; a stack chosen, a menu of its landing points, LYNGK
//! chains labelled with their path and a landing that needs a claim naming
//! it, as autocomplete offers them ([`super::autocomplete`]). The landing
//! chosen is played by [`Turns::play`](crate::service::Turns::play) exactly as if it had been typed,
//! with the game's revision the menus were made at ([`Revision`]): a menu
//! of a game that has moved on since is refused and changes nothing.
//!
//! Every id carries the game and its revision ([`Button::Move`],
//! [`MenuKind`]), so the menus keep working after a restart as long as the
//! game has not moved. Reads only, until the landing is played.

use crate::engine::{Action, Color, Point, Position};
use crate::i18n::Msg;

use super::autocomplete::{Destination, destinations, movable};
use super::common::{Res, user_err};
use super::context::handle;
use super::errors::ServiceError;
use super::game::Loaded;
use super::lessons::Lessons;
use super::mistakes::Mistakes;
use super::moves::{Revision, TurnRequest};
use super::reply::Reply;
use super::reply::{Button, Menu, MenuKind, MenuOption};
use super::text;
use super::turns::Turns;
use super::types::Actor;

handle! {
    /// The Move button's menus.
    Menus
}

/// At most this many menus in one message: Discord's five rows, one kept
/// for the claim buttons.
const MAX_MENUS: usize = 4;

impl Menus<'_> {
    /// The answer to [`Button::Move`]: the caller's movable stacks as a
    /// menu (several, by columns, past [`Menu::MAX_OPTIONS`]) and a button
    /// per colour they may claim, shown only to them.
    ///
    /// # Errors
    /// A user error when the game has moved on since the button was made (or
    /// is over), the caller doesn't play in it or it isn't their turn.
    pub async fn move_menu(&self, a: Actor, at: Revision) -> Res {
        let g = self.turn_at(a, at).await?;
        let stacks = movable(&g.pos, None);
        let options = stacks
            .into_iter()
            .map(|p| (p, stack_option(&g.pos, p)))
            .collect();
        let menus = split_by_columns(options, MAX_MENUS, |part, columns, options| Menu {
            kind: MenuKind::Stacks {
                game: at.game,
                rev: at.rev,
            },
            part,
            placeholder: text::menu_stacks_placeholder(columns),
            options,
        });
        let claims: Vec<Button> = g
            .pos
            .legal_actions()
            .into_iter()
            .filter_map(|act| match act {
                Action::Claim(color) => Some(Button::Claim {
                    game: at.game,
                    rev: at.rev,
                    color,
                }),
                _ => None,
            })
            .collect();
        Ok(Reply {
            text: text::menu_stacks(!claims.is_empty()).into(),
            ephemeral: true,
            menus,
            buttons: claims,
            accent: Some(g.pos.to_move()),
            ..Reply::default()
        })
    }

    /// The answer to a stack chosen in the menu of [`Menus::move_menu`](crate::service::Menus::move_menu):
    /// the landing points of the stack on `from`, shown only to the caller.
    ///
    /// # Errors
    /// As [`Menus::move_menu`](crate::service::Menus::move_menu); also when that stack can't move.
    pub async fn landing_menu(&self, a: Actor, at: Revision, from: Point) -> Res {
        let g = self.turn_at(a, at).await?;
        let landings = destinations(&g.pos, from, None);
        if landings.is_empty() {
            return user_err(text::menu_outdated());
        }
        let options = landings.iter().map(|d| (d.to, landing_option(d))).collect();
        let menus = split_by_columns(options, MAX_MENUS + 1, |part, columns, options| Menu {
            kind: MenuKind::Landings {
                game: at.game,
                rev: at.rev,
                from,
            },
            part,
            placeholder: text::menu_landings_placeholder(columns),
            options,
        });
        Ok(Reply {
            text: text::menu_landings(from).into(),
            ephemeral: true,
            menus,
            accent: Some(g.pos.to_move()),
            ..Reply::default()
        })
    }

    /// A choice made in a menu of [`Menus::move_menu`](crate::service::Menus::move_menu) or
    /// [`Menus::landing_menu`](crate::service::Menus::landing_menu): a stack opens the menu of its landing
    /// points; a landing plays the turn through [`Turns::play`](crate::service::Turns::play), exactly
    /// as if it had been typed, while the game is still where the menu was
    /// made.
    ///
    /// # Errors
    /// As [`Menus::landing_menu`](crate::service::Menus::landing_menu) and [`Turns::play`](crate::service::Turns::play); a user error for
    /// a value the menu did not offer.
    pub async fn choose(&self, a: Actor, menu: MenuKind, value: &str) -> Res {
        match menu {
            MenuKind::Stacks { game, rev } => match value.parse() {
                Ok(from) => self.landing_menu(a, Revision { game, rev }, from).await,
                Err(_) => user_err(text::menu_outdated()),
            },
            MenuKind::Landings { game, rev, from } => {
                let turn = TurnRequest::from_options(&from.to_string(), value, None)?;
                Turns::of(self.cx)
                    .play(a, turn.at(Revision { game, rev }))
                    .await
            }
            // A lesson's menus play the lesson's step, not a game.
            MenuKind::LessonStacks { .. } | MenuKind::LessonLandings { .. } => {
                Lessons::of(self.cx).choose(a, menu, value).await
            }
            // A puzzle's menus play the puzzle.
            MenuKind::PuzzleStacks { .. } | MenuKind::PuzzleLandings { .. } => {
                super::puzzles::Puzzles::of(self.cx)
                    .choose(a, menu, value)
                    .await
            }
            // A mistake's menus retry the stored mistake, not a game.
            MenuKind::MistakeStacks { .. } | MenuKind::MistakeLandings { .. } => {
                Mistakes::of(self.cx).choose(a, menu, value).await
            }
        }
    }

    /// The claim button beside the stacks' menu: [`Turns::claim`](crate::service::Turns::claim), only
    /// while the game is at `at`.
    ///
    /// # Errors
    /// As [`Turns::claim`](crate::service::Turns::claim), and a user error when the game has moved on.
    pub async fn claim_at(&self, a: Actor, color: Color, at: Revision) -> Res {
        Turns::of(self.cx)
            .human_turn(a, Some(color), None, Some(at))
            .await
    }

    /// The channel's game, if it is still at `at` and the caller is to move
    /// in it.
    async fn turn_at(&self, a: Actor, at: Revision) -> Result<Loaded, ServiceError> {
        let Some(g) = self.cx.active_game(a.channel).await? else {
            // The game is over: there is no later board to move from.
            return user_err(text::menu_game_over());
        };
        if g.row.id != at.game {
            return user_err(text::menu_outdated());
        }
        let Some(me) = g.player_of(a.user) else {
            return user_err(text::not_a_player());
        };
        if g.revision() != at.rev {
            return user_err(text::menu_outdated());
        }
        let next = g.pos.to_move();
        if next != me {
            return user_err(text::not_your_turn(g.user(next)));
        }
        Ok(g)
    }
}

/// A stack in the menu: its point, and what it is.
pub(super) fn stack_option(pos: &Position, p: Point) -> MenuOption {
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
pub(super) fn landing_option(d: &Destination) -> MenuOption {
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
pub(super) fn split_by_columns(
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
