//! The tuning sweep of the default player (run by `cargo xtask tune big-ben`): arguments
//! `[--deals N] [--second-pass] [KEY=VALUE…]`.

fn main() -> std::process::ExitCode {
    let mut deals = 1000;
    let mut second_pass = false;
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
            "--second-pass" => second_pass = true,
            _ => changes.push(a),
        }
    }
    match game_big_ben::tuning::sweep(&changes, deals, second_pass) {
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
