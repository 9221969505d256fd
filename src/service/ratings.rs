//! Ratings (Glicko-2, computed by the `skillratings` crate), one ladder per
//! variant in each guild (games outside servers are not rated), and
//! statistics.

use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};

use crate::engine::{Outcome, Player};
use crate::ids::Seat;
use crate::storage::{GameRow, RatingRow, Tx};

use crate::service::errors::ServiceError;
use crate::service::text;

/// Updates both players' ratings and counts after a finished game, in the
/// game's transaction; returns one line per player describing the change.
pub(super) async fn apply(
    tx: &mut Tx,
    game: &GameRow,
    outcome: Option<Outcome>,
) -> Result<Vec<crate::i18n::Msg>, ServiceError> {
    let Some(outcome) = outcome else {
        return Ok(Vec::new());
    };
    // Games against the computer are recorded but never rated.
    if game.ai_level.is_some() {
        return Ok(Vec::new());
    }
    let guild = game.guild();
    // Ladders are a server's: a game outside servers (a DM, a group DM,
    // through a user's install of the app) is recorded but not rated.
    if guild.is_none() {
        return Ok(vec![text::not_rated_outside_servers()]);
    }
    // Each variant has its ladder.
    let variant = game.variant;
    let (Seat::Human(first), Seat::Human(second)) = (game.player1(), game.player2()) else {
        return Ok(Vec::new());
    };
    let users = [first, second];
    let fresh = Glicko2Rating::new();
    // A new player's numbers (the row's user is not read).
    let fresh = RatingRow::new(first, fresh.rating, fresh.deviation, fresh.volatility);
    let mut rows = tx.ratings_for_update(guild, variant, users, &fresh).await?;
    let as_glicko = |r: &RatingRow| Glicko2Rating {
        rating: r.rating,
        deviation: r.deviation,
        volatility: r.volatility,
    };
    let result = match outcome {
        Outcome::Win(Player::One) => Outcomes::WIN,
        Outcome::Win(Player::Two) => Outcomes::LOSS,
        Outcome::Draw => Outcomes::DRAW,
    };
    let (n1, n2) = glicko2(
        &as_glicko(&rows[0]),
        &as_glicko(&rows[1]),
        &result,
        &Glicko2Config::new(),
    );
    let mut lines = Vec::with_capacity(2);
    for (i, new) in [n1, n2].into_iter().enumerate() {
        let row = &mut rows[i];
        lines.push(text::rating_change(users[i], row.rating, new.rating));
        row.rating = new.rating;
        row.deviation = new.deviation;
        row.volatility = new.volatility;
        match outcome {
            Outcome::Draw => row.draws += 1,
            Outcome::Win(p) if p.index() == i => row.wins += 1,
            Outcome::Win(_) => row.losses += 1,
        }
        tx.put_rating(guild, variant, row).await?;
        tx.record_rating(guild, variant, users[i], game.id, new.rating, new.deviation)
            .await?;
    }
    Ok(lines)
}

/// The rating every player starts a ladder with (Glicko-2's).
pub const START_RATING: f64 = 1500.0;

/// A Glicko deviation above this marks a rating as provisional: the
/// player has played too few rated games for it to be settled. A new player
/// starts at 350 and needs about five games against settled players to come
/// under it.
pub const PROVISIONAL_DEVIATION: f64 = 110.0;

/// Whether a rating is still provisional.
#[must_use]
pub fn provisional(deviation: f64) -> bool {
    deviation > PROVISIONAL_DEVIATION
}
