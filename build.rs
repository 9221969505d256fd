fn main() {
    // The migrations are embedded with `sqlx::migrate!`: a new or changed file
    // must rebuild the binary.
    println!("cargo:rerun-if-changed=migrations");
}
