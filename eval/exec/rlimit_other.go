//go:build !unix || (js && wasm)

package exec

// addressLimit is 0: no address-space limit is read on this platform.
func addressLimit() int64 { return 0 }
