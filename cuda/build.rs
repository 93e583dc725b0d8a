fn main() {
    // The dynamic loader and cuda-python look for this name.
    println!("cargo:rustc-cdylib-link-arg=-Wl,-soname,libcuda.so.1");
}
