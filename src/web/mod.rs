//! The browser shell: the only code that touches web-sys.
