//! Writes the hand-made deals of the crate's `fixtures/` (run by `cargo xtask fixtures`).

fn main() -> std::io::Result<()> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures");
    for (name, text) in game_big_ben::fixtures::files() {
        std::fs::write(dir.join(name), text)?;
        println!("wrote crates/game-big-ben/fixtures/{name}");
    }
    Ok(())
}
