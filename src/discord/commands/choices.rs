//! The fixed choices of the commands' options, and their engine values.

use crate::ai::Level;
use crate::engine::{Color, Variant};

/// The claimable colours as a slash-command choice.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum ColorChoice {
    Ivory,
    Blue,
    Red,
    Green,
    Black,
}

impl From<ColorChoice> for Color {
    fn from(c: ColorChoice) -> Color {
        match c {
            ColorChoice::Ivory => Color::Ivory,
            ColorChoice::Blue => Color::Blue,
            ColorChoice::Red => Color::Red,
            ColorChoice::Green => Color::Green,
            ColorChoice::Black => Color::Black,
        }
    }
}

/// The variants as a slash-command choice.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum VariantChoice {
    Standard,
    SixStack,
}

impl From<VariantChoice> for Variant {
    fn from(v: VariantChoice) -> Variant {
        match v {
            VariantChoice::Standard => Variant::Standard,
            VariantChoice::SixStack => Variant::SixStack,
        }
    }
}

/// The computer's levels as a slash-command choice.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum LevelChoice {
    Easy,
    Normal,
    Hard,
    Master,
}

impl From<LevelChoice> for Level {
    fn from(l: LevelChoice) -> Level {
        match l {
            LevelChoice::Easy => Level::Easy,
            LevelChoice::Normal => Level::Normal,
            LevelChoice::Hard => Level::Hard,
            LevelChoice::Master => Level::Master,
        }
    }
}

/// On or off.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum Switch {
    On,
    Off,
}

/// A tournament's format.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum FormatChoice {
    Swiss,
    #[name = "Round robin"]
    RoundRobin,
}

/// The lessons as a slash-command choice (each label starts with the word
/// its catalogue id is named after).
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum LessonChoice {
    Moves,
    Stacking,
    #[name = "LYNGK hops"]
    Lyngk,
    Claims,
    #[name = "Five-stack"]
    FiveStack,
    #[name = "End of the game"]
    TheEnd,
    #[name = "Sudden death"]
    SuddenDeath,
}

impl From<LessonChoice> for crate::lessons::Lesson {
    fn from(l: LessonChoice) -> crate::lessons::Lesson {
        use crate::lessons::Lesson;
        match l {
            LessonChoice::Moves => Lesson::Moves,
            LessonChoice::Stacking => Lesson::Stacking,
            LessonChoice::Lyngk => Lesson::Lyngk,
            LessonChoice::Claims => Lesson::Claims,
            LessonChoice::FiveStack => Lesson::FiveStack,
            LessonChoice::TheEnd => Lesson::TheEnd,
            LessonChoice::SuddenDeath => Lesson::SuddenDeath,
        }
    }
}
