// Package dataset reads gold and prediction files into examples that keep
// their origin (file:line), with the official scripts' line and
// interaction rules and clear messages for inputs they would crash on.
package dataset

import (
	"fmt"
	"strings"
	"unicode"
)

// File is a named input.
type File struct {
	Name string
	Data []byte
}

// Line is one stripped line of a file with its 1-based number.
type Line struct {
	Text string
	No   int
}

// Origin formats "file:line".
func Origin(name string, no int) string { return fmt.Sprintf("%s:%d", name, no) }

// isPySpace reports whether r is whitespace for Python's str.strip.
func isPySpace(r rune) bool {
	switch r {
	case '\x1c', '\x1d', '\x1e', '\x1f', '\x85':
		return true
	}
	return unicode.IsSpace(r)
}

// Strip is Python's str.strip().
func Strip(s string) string { return strings.TrimFunc(s, isPySpace) }

// splitLines splits like Python's universal-newline readlines and strips each line.
func splitLines(data []byte) []Line {
	s, bom := strings.CutPrefix(string(data), "\ufeff")
	var out []Line
	no := 1
	for len(s) > 0 {
		i := strings.IndexAny(s, "\r\n")
		if i < 0 {
			out = append(out, Line{Strip(s), no})
			break
		}
		out = append(out, Line{Strip(s[:i]), no})
		if s[i] == '\r' && i+1 < len(s) && s[i+1] == '\n' {
			i++
		}
		s = s[i+1:]
		no++
	}
	// Python reads a byte-order mark as a character that strip() keeps: a
	// first line holding nothing else is not blank there.
	if bom && len(out) > 0 && out[0].Text == "" {
		out[0].Text = "\ufeff"
	}
	return out
}

// Sessions groups non-blank lines into interactions separated by blank
// lines, as the test-suite evaluator does: every blank line closes the
// current interaction (so consecutive blank lines make empty ones), and a
// last interaction without a trailing blank line is kept.
func Sessions(data []byte) [][]Line {
	var out [][]Line
	cur := []Line{}
	for _, l := range splitLines(data) {
		if l.Text == "" {
			out = append(out, cur)
			cur = []Line{}
			continue
		}
		cur = append(cur, l)
	}
	if len(cur) > 0 {
		out = append(out, cur)
	}
	return out
}

// sessionLines returns, for each interaction Sessions finds, the line
// that closes it (its blank line, or its last line).
func sessionLines(data []byte) []int {
	var out []int
	open := false
	last := 0
	for _, l := range splitLines(data) {
		last = l.No
		if l.Text == "" {
			out = append(out, l.No)
			open = false
			continue
		}
		open = true
	}
	if open {
		out = append(out, last)
	}
	return out
}

// SessionsFor splits into interactions under a reading mode (Flat gives one).
func SessionsFor(data []byte, mode Mode) [][]Line {
	switch mode {
	case Flat:
		return [][]Line{NonBlank(data)}
	case ClosedInteractions:
		s := Sessions(data)
		lines := splitLines(data)
		if len(s) > 0 && len(lines) > 0 && lines[len(lines)-1].Text != "" && len(s[len(s)-1]) > 0 {
			s = s[:len(s)-1]
		}
		return s
	}
	return Sessions(data)
}

// NonBlank returns the non-blank lines, as the legacy Spider script reads files.
func NonBlank(data []byte) []Line {
	var out []Line
	for _, l := range splitLines(data) {
		if l.Text != "" {
			out = append(out, l)
		}
	}
	return out
}

// AllLines returns every line, blank ones included.
func AllLines(data []byte) []Line { return splitLines(data) }

// Plural writes a count with its noun: "1 question", "2 questions".
func Plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
