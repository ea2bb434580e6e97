//! The tuning tool of the default player (run by `cargo xtask tune sir-tommy`): arguments
//! `[--deals N] [--rules NAME] [KEY=VALUE…]`, or `--cem STATE [--generations N] …` for the
//! cross-entropy search (see `game_sir_tommy::tuning`).

fn main() -> std::process::ExitCode {
    engine::tune::tool_main(game_sir_tommy::tuning::run)
}
