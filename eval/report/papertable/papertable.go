// Package papertable writes a table of scores as the text people paste
// into papers and slides: GitHub-flavoured Markdown and a LaTeX tabular
// (booktabs rules). The cells are written as given, so the numbers are
// exactly those of the table they were taken from.
package papertable

import (
	"strconv"
	"strings"
)

// Table is a table's text: a caption, the column headings and the rows.
type Table struct {
	Caption string   // what the table shows; Markdown's bold line, LaTeX's comment
	Head    []string // column headings, the first over the row labels
	Rows    []Row
	Labels  int // leading columns of names, aligned left (0: the first only); the rest align right
}

// Row is one row of cells, or, when Section is set, a heading across the
// whole table (as "partial matching f1" over the components' rows).
type Row struct {
	Cells   []string
	Section string
}

// labels is how many leading columns align left.
func (t Table) labels() int { return max(t.Labels, 1) }

// width is the number of columns: the longest of the head and the rows.
func (t Table) width() int {
	n := len(t.Head)
	for _, r := range t.Rows {
		n = max(n, len(r.Cells))
	}
	return n
}

// padded is cells filled with empty cells to n.
func padded(cells []string, n int) []string {
	out := make([]string, n)
	copy(out, cells)
	return out
}

// Markdown writes t as a GitHub-flavoured Markdown table, its caption in
// bold above it; a section row is a row whose first cell is in italics.
func Markdown(t Table) string {
	var b strings.Builder
	if t.Caption != "" {
		b.WriteString("**" + mdCell(t.Caption) + "**\n\n")
	}
	n := t.width()
	line := func(cells []string) {
		b.WriteString("|")
		for _, c := range padded(cells, n) {
			b.WriteString(" " + mdCell(c) + " |")
		}
		b.WriteString("\n")
	}
	line(t.Head)
	b.WriteString("|")
	for i := range n {
		if i < t.labels() {
			b.WriteString(" --- |")
		} else {
			b.WriteString(" ---: |")
		}
	}
	b.WriteString("\n")
	for _, r := range t.Rows {
		if r.Section != "" {
			line([]string{"*" + r.Section + "*"})
			continue
		}
		line(r.Cells)
	}
	return b.String()
}

// mdCell keeps a cell on its line and its pipes inside it.
var mdCell = strings.NewReplacer("\\", "\\\\", "|", "\\|", "\r\n", " ", "\n", " ", "\r", " ").Replace

// LaTeX writes t as a tabular with booktabs rules, its caption as a
// comment above it; a section row spans the table in italics.
func LaTeX(t Table) string {
	var b strings.Builder
	if t.Caption != "" {
		b.WriteString("% " + strings.Join(strings.Fields(t.Caption), " ") + "\n")
	}
	b.WriteString("% needs \\usepackage{booktabs}\n")
	n := t.width()
	spec := strings.Repeat("l", min(t.labels(), n)) + strings.Repeat("r", max(n-t.labels(), 0))
	b.WriteString("\\begin{tabular}{" + spec + "}\n\\toprule\n")
	line := func(cells []string) {
		for i, c := range padded(cells, n) {
			if i > 0 {
				b.WriteString(" & ")
			}
			b.WriteString(texCell(c))
		}
		b.WriteString(" \\\\\n")
	}
	line(t.Head)
	b.WriteString("\\midrule\n")
	for _, r := range t.Rows {
		if r.Section != "" {
			b.WriteString("\\multicolumn{" + strconv.Itoa(n) + "}{l}{\\textit{" + texCell(r.Section) + "}} \\\\\n")
			continue
		}
		line(r.Cells)
	}
	b.WriteString("\\bottomrule\n\\end{tabular}\n")
	return b.String()
}

// texEscape turns the characters LaTeX reads as commands, and the few
// signs the page writes that a default LaTeX cannot typeset, into LaTeX.
var texEscape = strings.NewReplacer(
	"\\", "\\textbackslash{}", "&", "\\&", "%", "\\%", "$", "\\$", "#", "\\#",
	"_", "\\_", "{", "\\{", "}", "\\}", "~", "\\textasciitilde{}", "^", "\\textasciicircum{}",
	"|", "\\textbar{}", "<", "\\textless{}", ">", "\\textgreater{}",
	"−", "$-$", "±", "$\\pm$", "…", "\\dots{}", "\r\n", " ", "\n", " ", "\r", " ",
)

// texCell is a cell in LaTeX; one opening with a bracket is braced, or
// the \\ before it would read it as a length.
func texCell(c string) string {
	c = texEscape.Replace(c)
	if strings.HasPrefix(c, "[") {
		c = "{" + c + "}"
	}
	return c
}
