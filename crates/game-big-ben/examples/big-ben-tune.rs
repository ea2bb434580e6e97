//! The tuning tool of the default player (run by `cargo xtask tune big-ben`): arguments
//! `[--deals N] [--second-pass] [KEY=VALUE…]`, or `--cem STATE [--generations N] …` for
//! the cross-entropy search, `--record FILE` / `--distil FILE` for the expert's choices (see
//! `game_big_ben::tuning`).

fn main() -> std::process::ExitCode {
    engine::tune::tool_main(game_big_ben::tuning::run)
}
