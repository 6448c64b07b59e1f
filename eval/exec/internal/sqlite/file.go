package sqlite

import (
	"errors"
	"fmt"
	"os"
)

// CheckRegular fails unless path is a regular file: a FIFO would block the
// open forever, whatever the deadlines; a device or socket is no database
// either. (Natively the file is checked again on the descriptor SQLite
// reads, see fileReader.)
func CheckRegular(path string) error {
	st, err := os.Stat(path)
	if err != nil {
		return err
	}
	if st.IsDir() {
		return errors.New("is a directory")
	}
	if !st.Mode().IsRegular() {
		return fmt.Errorf("not a regular file (%s)", fileKind(st.Mode()))
	}
	return nil
}

// fileKind names a mode that is not a regular file's.
func fileKind(m os.FileMode) string {
	switch {
	case m&os.ModeNamedPipe != 0:
		return "a named pipe"
	case m&os.ModeSocket != 0:
		return "a socket"
	case m&os.ModeDevice != 0:
		return "a device"
	}
	return m.Type().String()
}

// Reopener is a source (OpenFile's reader) that knows why it could not be
// opened again, when SQLite can only say "disk I/O error".
type Reopener interface {
	OpenErr() error
}
