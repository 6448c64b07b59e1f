package bird

import (
	"encoding/binary"
	"math"
	"sync/atomic"

	"github.com/spidereval/spidereval/eval/exec"
)

// ValueKey returns a string that is equal for two values exactly when
// Python's == holds between the objects sqlite3 returns for them (and so
// hash() agrees): an int equals a float of the same value (1 == 1.0,
// 0 == -0.0), floats compare exactly, str never equals bytes or a number,
// None equals None. A NaN (SQLite never returns one) equals nothing, as two
// distinct float('nan') objects.
func ValueKey(v exec.Value) string { return string(appendValueKey(nil, v)) }

// RowKey returns the key of a row tuple: equal keys exactly when the tuples
// are == in Python (same length, values pairwise ==).
func RowKey(r exec.Row) string {
	var b []byte
	for _, v := range r {
		b = appendValueKey(b, v)
	}
	return string(b)
}

// nanSeq numbers NaN values so that no two keys of NaN are equal.
var nanSeq atomic.Uint64

func appendValueKey(b []byte, v exec.Value) []byte {
	switch v.Kind {
	case exec.Int:
		return binary.LittleEndian.AppendUint64(append(b, 'i'), uint64(v.I))
	case exec.Float:
		f := v.F
		switch {
		case math.IsNaN(f):
			return binary.LittleEndian.AppendUint64(append(b, 'n'), nanSeq.Add(1))
		case f == math.Trunc(f) && f >= -(1<<63) && f < 1<<63:
			// An integral float equals the int of that value (-0.0 too).
			return binary.LittleEndian.AppendUint64(append(b, 'i'), uint64(int64(f)))
		}
		return binary.LittleEndian.AppendUint64(append(b, 'f'), math.Float64bits(f))
	case exec.Text, exec.Blob:
		tag := byte('s')
		if v.Kind == exec.Blob {
			tag = 'b'
		}
		b = binary.AppendUvarint(append(b, tag), uint64(len(v.S)))
		return append(b, v.S...)
	}
	return append(b, 'N')
}

// sameRowSet is EX: set(pred) == set(gold) over row tuples.
func sameRowSet(pred, gold []exec.Row) bool {
	ps := make(map[string]struct{}, len(pred))
	for _, r := range pred {
		ps[RowKey(r)] = struct{}{}
	}
	gs := make(map[string]struct{}, len(gold))
	for _, r := range gold {
		k := RowKey(r)
		if _, ok := ps[k]; !ok {
			return false
		}
		gs[k] = struct{}{}
	}
	return len(ps) == len(gs)
}

// uniqueRows keys each row's values and drops rows equal to an earlier one,
// keeping first occurrences in order (list(dict.fromkeys(rows))).
func uniqueRows(rows []exec.Row) [][]string {
	seen := make(map[string]struct{}, len(rows))
	var out [][]string
	for _, r := range rows {
		keys := make([]string, len(r))
		for i, v := range r {
			keys[i] = ValueKey(v)
		}
		rk := RowKey(r)
		if _, dup := seen[rk]; dup {
			continue
		}
		seen[rk] = struct{}{}
		out = append(out, keys)
	}
	return out
}
