package eval

import "fmt"

// Etype is the evaluation type: which of exact match and execution are scored.
type Etype string

// The evaluation types, as the reference's --etype flag names them. The
// zero Etype stands for EtypeAll in Options (Evaluate fills it in).
const (
	EtypeAll   Etype = "all"
	EtypeMatch Etype = "match"
	EtypeExec  Etype = "exec"
)

// ParseEtype reads an evaluation type; "" means EtypeAll.
func ParseEtype(s string) (Etype, error) {
	switch e := Etype(s); e {
	case "":
		return EtypeAll, nil
	case EtypeAll, EtypeMatch, EtypeExec:
		return e, nil
	}
	return "", fmt.Errorf("etype %q: want all, match or exec", s)
}

// HasMatch reports whether exact match is scored.
func (e Etype) HasMatch() bool { return e == EtypeAll || e == EtypeMatch }

// HasExec reports whether execution is scored.
func (e Etype) HasExec() bool { return e == EtypeAll || e == EtypeExec }

// String returns the flag's spelling.
func (e Etype) String() string { return string(e) }
