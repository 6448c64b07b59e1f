//go:build unix && !(js && wasm)

package sqlite

import "syscall"

// AddressLimit is the process's address-space limit (ulimit -v) in
// bytes, or 0 when there is none.
func AddressLimit() int64 {
	var r syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_AS, &r); err != nil || r.Cur >= 1<<62 { // unlimited
		return 0
	}
	return int64(r.Cur)
}
