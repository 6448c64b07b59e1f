// Package linediff tells where two texts differ line by line, for tests
// that require one output to equal another byte for byte (the page's
// exports against the CLI's) and must say where they do not.
package linediff

import "strings"

// Line is one line that differs: its number (from 1), both sides ("" past
// a side's end) and the first byte at which they differ.
type Line struct {
	N         int
	Got, Want string
	At        int
}

// Lines returns the first n differing lines of got and want (split at
// "\n") and how many lines differ in all.
func Lines(got, want string, n int) (first []Line, total int) {
	gl, wl := strings.Split(got, "\n"), strings.Split(want, "\n")
	for i := range max(len(gl), len(wl)) {
		var g, w string
		if i < len(gl) {
			g = gl[i]
		}
		if i < len(wl) {
			w = wl[i]
		}
		if g == w {
			continue
		}
		total++
		if len(first) < n {
			at := 0
			for at < len(g) && at < len(w) && g[at] == w[at] {
				at++
			}
			first = append(first, Line{N: i + 1, Got: g, Want: w, At: at})
		}
	}
	return first, total
}
