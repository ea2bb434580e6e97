//! Command-line tests of the `patience` binary, with insta snapshots.

mod big_ben;
mod clock;
mod comforts;
mod common;
mod errors;
mod explain;
mod faults;
mod grandfathers_clock;
mod hints;
mod history_faults;
mod keeping;
mod languages;
mod readme;
mod registry;
mod rules;
mod sir_tommy;
mod solve;
mod tui;
