//! The tuning sweep of the default player (run by `cargo xtask tune sir-tommy`): arguments
//! `[--deals N] [KEY=VALUE…]`.

fn main() -> std::process::ExitCode {
    let mut deals = 2000;

    let mut changes = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--deals" => match args.next().and_then(|n| n.parse().ok()) {
                Some(n) => deals = n,
                None => {
                    eprintln!("error: --deals takes a number of deals");
                    return std::process::ExitCode::FAILURE;
                }
            },

            _ => changes.push(a),
        }
    }
    match game_sir_tommy::tuning::sweep(&changes, deals) {
        Ok(line) => {
            println!("{line}");
            std::process::ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: {e}");
            std::process::ExitCode::FAILURE
        }
    }
}
