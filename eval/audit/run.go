package audit

import (
	"context"
	"fmt"
	"strings"
	"sync"

	"github.com/spidereval/spidereval/eval/bird"
	"github.com/spidereval/spidereval/eval/dataset"
	"github.com/spidereval/spidereval/eval/exec"
	"github.com/spidereval/spidereval/eval/internal/parallel"
)

// Gold is one gold query to audit.
type Gold struct {
	Origin string // file:line
	DBID   string
	SQL    string
	Err    string // why the entry could not be read, if it could not
}

// FromExamples turns gold examples read by eval/dataset into audit input.
func FromExamples(examples []dataset.Example) []Gold {
	out := make([]Gold, len(examples))
	for i, ex := range examples {
		out[i] = Gold{Origin: ex.GoldOrigin, DBID: ex.DBID, SQL: ex.Gold, Err: ex.Err}
	}
	return out
}

// FromBird turns BIRD questions into audit input.
func FromBird(qs []bird.Question) []Gold {
	out := make([]Gold, len(qs))
	for i, q := range qs {
		out[i] = Gold{Origin: q.Origin, DBID: q.DBID, SQL: q.SQL, Err: q.Err}
	}
	return out
}

// Dialect is how the chosen reference runs a gold query.
type Dialect int

// Dialects.
const (
	// TestSuite runs the gold as test-suite-sql-eval does (operators
	// joined, DISTINCT removed unless KeepDistinct, first statement only,
	// curdate year fixed) on every .sqlite file of the database's folder;
	// results compare as bags, in order when the gold says ORDER BY.
	TestSuite Dialect = iota
	// Legacy runs the gold as written on <db_id>/<db_id>.sqlite (the
	// original Spider and SParC scripts).
	Legacy
	// Bird runs the gold as written on <db_id>/<db_id>.sqlite; results
	// compare as sets of rows, never in order (BIRD's EX).
	Bird
)

// Options configure an audit.
type Options struct {
	Dialect      Dialect
	KeepDistinct bool        // TestSuite: keep DISTINCT, as --keep_distinct
	Limits       exec.Limits // per query (deadline, caps)
	Workers      int         // golds audited in parallel; 0 means GOMAXPROCS
}

// Run audits every gold on the catalog's databases. Findings come in gold
// order; an error means the context ended before the audit did.
func Run(ctx context.Context, golds []Gold, cat exec.Catalog, opt Options) (*Report, error) {
	a := &auditor{cat: cat, opt: opt}
	per := make([]goldOutcome, len(golds))
	handed, err := parallel.Each(ctx, len(golds), opt.Workers, nil, func(i int) { per[i] = a.audit(ctx, golds[i]) }, nil)
	if err != nil {
		err = fmt.Errorf("audit interrupted after %d of %d gold queries: %w", handed, len(golds), err)
	}
	rep := &Report{Golds: len(golds), Findings: []Finding{}}
	for _, o := range per {
		rep.Findings = append(rep.Findings, o.findings...)
		if o.tieUnchecked {
			rep.TieUnchecked++
		}
		if o.distinguishing {
			rep.Distinguishing++
		}
	}
	return rep, err
}

// auditor holds what one audit shares across golds.
type auditor struct {
	cat   exec.Catalog
	opt   Options
	infos sync.Map // *exec.DB → *dbInfo
}

// goldOutcome is what the audit of one gold found.
type goldOutcome struct {
	findings       []Finding
	tieUnchecked   bool
	distinguishing bool
}

// runOn is one gold's outcome on one database.
type runOn struct {
	db  *exec.DB
	res *exec.Result
}

// audit checks one gold.
func (a *auditor) audit(ctx context.Context, g Gold) goldOutcome {
	var out goldOutcome
	base := Finding{Origin: g.Origin, DBID: g.DBID, SQL: g.SQL}
	add := func(k Kind, cause string, dbs []string, suite int) {
		f := base
		f.Kind, f.Cause, f.Databases, f.SuiteSize = k, cause, dbs, suite
		out.findings = append(out.findings, f)
	}
	if g.Err != "" {
		add(Unreadable, g.Err, nil, 0)
		return out
	}
	sql, orderMatters, err := a.executable(g.SQL)
	if err != nil {
		add(Fails, err.Error(), nil, 0)
		return out
	}
	dbs, err := a.databases(g.DBID)
	if err != nil {
		add(NoDatabase, err.Error(), nil, 0)
		return out
	}
	// One finding per kind, naming every database where it was seen.
	type seen struct {
		cause string
		dbs   []string
	}
	byKind := map[Kind]*seen{}
	note := func(k Kind, cause string, db *exec.DB) {
		s := byKind[k]
		if s == nil {
			s = &seen{cause: cause}
			byKind[k] = s
		}
		s.dbs = append(s.dbs, db.Name())
	}
	var ran []runOn
	for _, db := range dbs {
		res, err := db.Query(ctx, sql, a.opt.Limits)
		if err != nil {
			k, cause := failureKind(err)
			note(k, cause, db)
			continue
		}
		ran = append(ran, runOn{db, res})
		if len(res.Rows) == 0 {
			cause := "the query returns no rows"
			if in := a.info(ctx, db); in.err == nil && in.rows == 0 {
				cause += "; the database holds no rows at all"
			}
			note(Empty, cause, db)
			continue
		}
		switch tie, checked := a.tieCheck(ctx, db, sql, res, orderMatters); {
		case !checked:
			out.tieUnchecked = true
		case tie == TieRows:
			note(TieRows, "with tied rows read in reverse order, other rows come back", db)
		case tie == TieOrder:
			note(TieOrder, "with tied rows read in reverse order, the rows come in another order", db)
		}
	}
	for _, k := range Kinds {
		if s := byKind[k]; s != nil {
			add(k, s.cause, s.dbs, len(dbs))
		}
	}
	if len(ran) > 1 {
		f, distinguishing := a.suiteCheck(ctx, ran, orderMatters)
		out.distinguishing = distinguishing
		if f != nil {
			add(SuiteDiffers, f.cause, f.dbs, len(dbs))
		}
	}
	return out
}

// executable is the text the reference runs for a gold, and whether its
// rows are compared in order.
func (a *auditor) executable(gold string) (string, bool, error) {
	if a.opt.Dialect != TestSuite {
		return gold, a.opt.Dialect == Legacy && hasOrderBy(gold), nil
	}
	_, g, orderMatters, _, err := exec.Normalize(gold, gold, a.opt.KeepDistinct)
	if err != nil {
		return "", false, fmt.Errorf("the reference cannot prepare it: %w", err)
	}
	return exec.ReplaceCurYear(g), orderMatters, nil
}

func hasOrderBy(sql string) bool { return strings.Contains(strings.ToLower(sql), "order by") }

// databases are the files the reference runs the gold on.
func (a *auditor) databases(dbID string) ([]*exec.DB, error) {
	if a.opt.Dialect == TestSuite {
		return a.cat.Suite(dbID)
	}
	db, err := a.cat.Main(dbID)
	if err != nil {
		return nil, err
	}
	return []*exec.DB{db}, nil
}

// failureKind classifies a failed execution.
func failureKind(err error) (Kind, string) {
	e, ok := exec.AsExecError(err)
	if !ok {
		return Fails, err.Error()
	}
	switch e.Kind {
	case exec.ErrTimeout:
		return Timeout, e.Msg
	case exec.ErrTooLarge:
		return TooLarge, e.Msg
	}
	return Fails, e.Msg
}

// sameAnswer compares two results of one gold as the dialect compares a
// prediction with it: as bags (sets for BIRD), in order when ordered.
func (a *auditor) sameAnswer(x, y *exec.Result, ordered bool) bool {
	if a.opt.Dialect == Bird {
		return sameRowSet(x.Rows, y.Rows)
	}
	return exec.ResultEq(x.Rows, y.Rows, ordered)
}

// sameRowSet is BIRD's set(rows) == set(rows).
func sameRowSet(x, y []exec.Row) bool {
	xs, ys := map[string]bool{}, map[string]bool{}
	for _, r := range x {
		xs[bird.RowKey(r)] = true
	}
	for _, r := range y {
		ys[bird.RowKey(r)] = true
	}
	if len(xs) != len(ys) {
		return false
	}
	for k := range xs {
		if !ys[k] {
			return false
		}
	}
	return true
}
