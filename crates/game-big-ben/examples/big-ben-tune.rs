//! The tuning tool of the default player (run by `cargo xtask tune big-ben`): arguments
//! `[--deals N] [--second-pass] [KEY=VALUE…]`, or `--cem STATE [--generations N] …` for
//! the cross-entropy search (see `game_big_ben::tuning`).

fn main() -> std::process::ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let write = |path: &str, text: &str| {
        let tmp = format!("{path}.tmp");
        if let Err(e) = std::fs::write(&tmp, text).and_then(|()| std::fs::rename(&tmp, path)) {
            eprintln!("error: cannot write {path}: {e}");
            std::process::exit(1);
        }
    };
    match game_big_ben::tuning::run(
        &args,
        |path| match std::fs::read_to_string(path) {
            Ok(text) => Some(text),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
            Err(e) => {
                eprintln!("error: cannot read {path}: {e}");
                std::process::exit(1);
            }
        },
        write,
        |line| println!("{line}"),
    ) {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            std::process::ExitCode::FAILURE
        }
    }
}
