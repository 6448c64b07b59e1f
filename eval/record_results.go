package eval

import (
	"fmt"
	"unicode/utf8"

	"github.com/spidereval/spidereval/eval/exec"
	"github.com/spidereval/spidereval/eval/report"
)

// StrictNames are the flags' names for a record (nil for none).
func StrictNames(fs []exec.StrictFlag) []string {
	var out []string
	for _, f := range fs {
		out = append(out, string(f))
	}
	return out
}

// maxCellBytes bounds a text cell kept for display (a blob: half as many
// bytes, shown in hex): a record keeps its results' first rows, and a
// 30 MB value in each of a run's records would take gigabytes.
const maxCellBytes = 1000

// recordTable converts a capped result for records and display; long texts and
// blobs are cut, saying their size.
func recordTable(r *exec.Result) *report.Table {
	if r == nil {
		return nil
	}
	t := &report.Table{Columns: r.Columns, Total: r.TotalRows, Truncated: r.Truncated, Rows: make([][]any, len(r.Rows))}
	for i, row := range r.Rows {
		cells := make([]any, len(row))
		for k, v := range row {
			switch {
			case v.Kind == exec.Blob && len(v.S) > maxCellBytes/2:
				cells[k] = fmt.Sprintf("x'%X…' (%d bytes)", v.S[:maxCellBytes/2], len(v.S))
			case v.Kind == exec.Blob:
				cells[k] = fmt.Sprintf("x'%X'", v.S)
			case v.Kind == exec.Text && len(v.S) > maxCellBytes:
				cut := maxCellBytes
				for cut > 0 && !utf8.RuneStart(v.S[cut]) {
					cut--
				}
				cells[k] = fmt.Sprintf("%s… (%d bytes)", v.S[:cut], len(v.S))
			default:
				cells[k] = v.Go()
			}
		}
		t.Rows[i] = cells
	}
	return t
}
