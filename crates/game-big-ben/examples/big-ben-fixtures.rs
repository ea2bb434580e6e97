//! Writes the hand-made deals of `tests/fixtures/big-ben/` (run by `cargo xtask fixtures`).

fn main() -> std::io::Result<()> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/fixtures/big-ben");
    for (name, text) in game_big_ben::fixtures::files() {
        std::fs::write(dir.join(name), text)?;
        println!("wrote tests/fixtures/big-ben/{name}");
    }
    Ok(())
}
