//! Writes the crate's `fixtures/won.moves` (run by `cargo xtask fixtures`).

fn main() -> std::io::Result<()> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/won.moves");
    std::fs::write(path, game_sir_tommy::fixtures::won_moves())?;
    println!("wrote crates/game-sir-tommy/fixtures/won.moves");
    Ok(())
}
