//! Writes `tests/fixtures/sir-tommy/won.moves` (run by `cargo xtask fixtures`).

fn main() -> std::io::Result<()> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/fixtures/sir-tommy/won.moves");
    std::fs::write(path, game_sir_tommy::fixtures::won_moves())?;
    println!("wrote tests/fixtures/sir-tommy/won.moves");
    Ok(())
}
