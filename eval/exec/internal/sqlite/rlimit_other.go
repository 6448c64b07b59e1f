//go:build !unix || (js && wasm)

package sqlite

// AddressLimit is 0: no address-space limit is read on this platform.
func AddressLimit() int64 { return 0 }
