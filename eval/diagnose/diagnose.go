package diagnose

import (
	"fmt"
	"strings"

	"github.com/pingcap/tidb/pkg/parser/ast"

	"github.com/spidereval/spidereval/eval/internal/tidbfront"
)

// Class is the verdict of Diagnose on one SQL string.
type Class string

// The diagnosis classes: not_diagnosed, then from the most to the least severe.
const (
	ClassNotDiagnosed      Class = "not_diagnosed"      // too large, or the parser failed on it: see Notes
	ClassSyntaxError       Class = "syntax_error"       // TiDB cannot parse it either
	ClassOutsideGrammar    Class = "outside_grammar"    // valid SQL using constructs the Spider grammar rejects
	ClassUnknownIdentifier Class = "unknown_identifier" // names missing from the schema (DiagnoseSchema only)
	ClassOK                Class = "ok"                 // nothing found on the TiDB side
	// ClassReferenceGrammar: nothing found on the TiDB side, but the
	// reference grammar rejects the query (see Rejected); never ok then.
	ClassReferenceGrammar Class = "reference_grammar"
)

// Diagnosis explains, from the TiDB side, why the Spider grammar may reject a query.
type Diagnosis struct {
	Class      Class        `json:"class"`
	Error      *SyntaxError `json:"error,omitempty"`      // set for syntax_error
	Constructs []Construct  `json:"constructs,omitempty"` // constructs outside the Spider grammar
	Unknown    []Construct  `json:"unknown,omitempty"`    // names the schema lacks (DiagnoseSchema only)
	Notes      []string     `json:"notes,omitempty"`      // e.g. SQLite-only syntax
	Quoted     []string     `json:"quoted,omitempty"`     // identifiers back-quoted because TiDB reserves them
}

// String summarises the diagnosis on one line, e.g. "outside_grammar: LEFT JOIN; IS [NOT] NULL".
func (d Diagnosis) String() string {
	var parts []string
	if d.Error != nil {
		parts = append(parts, d.Error.Error())
	}
	for _, k := range d.Kinds() {
		parts = append(parts, ConstructLabel(k))
	}
	parts = append(parts, d.Notes...)
	if len(parts) == 0 {
		return string(d.Class)
	}
	return string(d.Class) + ": " + strings.Join(parts, "; ")
}

// Rejected completes the diagnosis of a query the reference grammar
// rejected: where the TiDB side found nothing (ok), it says where the
// reference stopped, the 1-based token among the reference tokenizer's
// (0 unknown), that token and the reference's error.
func (d *Diagnosis) Rejected(token int, near, refErr string) {
	if d.Class != ClassOK {
		return
	}
	d.Class = ClassReferenceGrammar
	note := "rejected by the reference grammar"
	if token > 0 {
		note += fmt.Sprintf(" at token %d", token)
		if near != "" {
			note += fmt.Sprintf(" (%s)", excerpt(near, 40))
		}
	}
	if refErr != "" {
		note += ": " + refErr
	}
	d.Notes = append(d.Notes, note)
}

// Kinds returns the distinct construct and unknown-identifier kinds, in order of appearance.
func (d Diagnosis) Kinds() []string {
	var out []string
	seen := map[string]bool{}
	for _, list := range [][]Construct{d.Constructs, d.Unknown} {
		for _, c := range list {
			if !seen[c.Kind] {
				seen[c.Kind] = true
				out = append(out, c.Kind)
			}
		}
	}
	return out
}

// Diagnose classifies sql with the TiDB parser; schemaIdents (table and column names of the
// database) are back-quoted where TiDB reserves them. It never affects official scores.
func Diagnose(sql string, schemaIdents []string) (d Diagnosis) {
	defer recoverDiagnosis(&d)
	return diagnose(sql, identSet(schemaIdents), nil)
}

// DiagnoseSchema is Diagnose plus a check of table and column names against the schema,
// reported with class unknown_identifier when nothing else explains a rejection.
func DiagnoseSchema(sql string, schema Schema) (d Diagnosis) {
	defer recoverDiagnosis(&d)
	return diagnose(sql, identSet(schema.Idents()), &schema)
}

// recoverDiagnosis turns a panic of the diagnosis into a not_diagnosed verdict in *d.
func recoverDiagnosis(d *Diagnosis) {
	if r := recover(); r != nil {
		*d = notDiagnosed(parserFailure(r))
	}
}

// diagnose is the shared implementation of Diagnose and DiagnoseSchema.
func diagnose(sql string, idents map[string]bool, schema *Schema) Diagnosis {
	if strings.TrimSpace(sql) == "" {
		return Diagnosis{Class: ClassSyntaxError, Error: &SyntaxError{Message: "empty query", Offset: 0, Line: 1, Column: 1}}
	}
	problem, toks := sizeProblem(sql)
	if problem != "" {
		return notDiagnosed(problem)
	}
	pp := tidbfront.GetParser()
	defer pp.Release()
	res := parseWithQuoting(pp, sql, nil, idents)
	if res.failed != nil {
		return notDiagnosed(res.failed.Error())
	}
	d := Diagnosis{Class: ClassOK, Quoted: res.quoted}
	if res.err == nil && len(res.stmts) == 0 {
		res.err = &SyntaxError{Message: "no statement", Offset: 0, Line: 1, Column: 1}
	}
	if res.err != nil {
		d.Class, d.Error = ClassSyntaxError, res.err
		findings := findSQLiteOnly(toks)
		if len(findings) == 0 {
			if d.Error.Offset >= 0 {
				d.Notes = syntaxHints(sql, toks, d.Error.Offset)
			}
			return d
		}
		var edits []tidbfront.Edit
		for _, f := range findings {
			d.Notes = append(d.Notes, "SQLite-only syntax: "+f.note)
			edits = append(edits, f.edits...)
		}
		if d.Error.Offset < 0 {
			d.Error.Offset = findings[0].offset
			d.Error.Line, d.Error.Column = lineColumn(sql, d.Error.Offset)
			d.Error.Near = excerpt(sql[d.Error.Offset:], 40)
		}
		alt := parseWithQuoting(pp, sql, edits, idents)
		if alt.failed != nil {
			return notDiagnosed(alt.failed.Error())
		}
		if alt.err != nil || len(alt.stmts) == 0 {
			return d
		}
		if tooDeep(alt.stmts) {
			return notDiagnosed(tooDeepNote)
		}
		d.Notes = append(d.Notes, "with the SQLite-only syntax rewritten, TiDB parses the query")
		d.Quoted = alt.quoted
		d.Constructs, d.Unknown = analyse(alt, toks, idents, schema)
		return d
	}
	if tooDeep(res.stmts) {
		return notDiagnosed(tooDeepNote)
	}
	d.Constructs, d.Unknown = analyse(res, toks, idents, schema)
	switch {
	case len(d.Constructs) > 0:
		d.Class = ClassOutsideGrammar
	case len(d.Unknown) > 0:
		d.Class = ClassUnknownIdentifier
	}
	return d
}

// analyse runs the grammar, token and (with a schema) name checks on a successful parse.
func analyse(res parsed, toks []tidbfront.Token, idents map[string]bool, schema *Schema) (constructs, unknown []Construct) {
	set := &constructSet{}
	hasConcat := false
	for _, t := range toks {
		if t.IsOp("||") {
			hasConcat = true
		}
	}
	c := newChecker(res.src, set, hasConcat)
	if len(res.stmts) > 1 {
		set.add(newConstruct("multiple_statements", "", -1))
	}
	for _, st := range res.stmts {
		c.stmt(st)
	}
	aliases := map[string]string{}
	for a := range c.fieldAls {
		aliases[a] = "column"
	}
	for a := range c.tableAls {
		aliases[a] = "table"
	}
	tokenChecks(res.src.Orig, toks, aliases, idents, set)
	if schema == nil {
		return set.sorted(), nil
	}
	idx := schema.index()
	aliasTableClashes(aliases, idx, set, toks)
	unknownSet := &constructSet{}
	for _, st := range res.stmts {
		if sel, ok := st.(ast.ResultSetNode); ok {
			r := &resolver{schema: *schema, idx: idx, src: res.src, set: unknownSet, global: globalAliases(sel)}
			r.resultSet(sel, nil)
		}
	}
	return set.sorted(), unknownSet.sorted()
}
