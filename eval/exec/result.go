package exec

// Row is one result row.
type Row []Value

// Result is the outcome of a successful query: column names and typed rows.
type Result struct {
	Columns []string
	Rows    []Row
	// Truncated is set on display copies whose rows were cut (see Capped).
	Truncated bool
	// TotalRows is the number of rows of the full result.
	TotalRows int

	size int64 // approximate memory size, as charged against Limits.MaxBytes
}

// Size is the result's approximate memory size in bytes, as charged
// against Limits.MaxBytes.
func (r *Result) Size() int64 { return r.size }

// Capped returns a copy of r holding at most maxRows rows (all rows when
// maxRows < 0), for display; the original is not modified.
func (r *Result) Capped(maxRows int) *Result {
	if r == nil {
		return nil
	}
	n := len(r.Rows)
	out := &Result{Columns: append([]string(nil), r.Columns...), TotalRows: r.TotalRows}
	if out.TotalRows < n {
		out.TotalRows = n
	}
	if maxRows >= 0 && n > maxRows {
		n = maxRows
		out.Truncated = true
	}
	out.Truncated = out.Truncated || r.Truncated
	out.Rows = make([]Row, n)
	for i := range n {
		out.Rows[i] = append(Row(nil), r.Rows[i]...)
	}
	return out
}

// rowsOf returns the rows of r, or nil for a nil result.
func rowsOf(r *Result) []Row {
	if r == nil {
		return nil
	}
	return r.Rows
}

// b2i is 1 for true, 0 for false.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
