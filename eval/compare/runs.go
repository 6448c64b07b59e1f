package compare

import (
	"fmt"
	"strings"

	"github.com/spidereval/spidereval/eval/report"
)

// The metrics two runs are compared on.
const (
	Exact = "exact" // exact set match (Spider, SParC)
	Exec  = "exec"  // execution accuracy: Spider's exec, BIRD's EX
)

// Run is one model's evaluated questions, as eval.Evaluate or a saved
// session gives them.
type Run struct {
	Name    string
	Records []report.Record
	// Etype is the run's evaluation type: all (or ""), match or exec. A
	// Spider run scored with exec has no exact-match verdicts and one
	// scored with match no execution verdicts. BIRD runs always execute.
	Etype string
	// Alt tells that the records carry verdicts against alternative golds
	// (report.Record.Corrected; altgold), for a corrected ranking.
	Alt bool
}

// Model is one run's part of a comparison.
type Model struct {
	Name     string
	Total    int // the run's questions
	Unscored int // the run's questions that are not scored (left out)
	// Scores aggregate the run over the common questions, level by level,
	// with each component's accuracy, recall and F1 (exact metric only;
	// nil otherwise).
	Scores *report.Scores
}

// Comparison is several runs compared question by question over the gold
// questions they share.
type Comparison struct {
	Metric string // Exact or Exec
	Bird   bool   // BIRD runs: levels are difficulties, the metric is EX
	// Levels are the per-level statistics, in the order of Levels or
	// BirdLevels, All last.
	Levels   []Level
	N        int // questions compared: in every run and scored in every run
	Excluded int // questions of some run that are not compared
	Models   []Model
	// Questions[k][m] is the index, in run m's records, of compared
	// question k (in the first run's order).
	Questions [][]int
	// Outcomes[m][k] is run m's verdict on compared question k (1 right).
	Outcomes [][]int
}

// All is the level holding every compared question.
func (c *Comparison) All() *Level { return &c.Levels[len(c.Levels)-1] }

// Only lists the questions run a gets right and run b does not, as
// indexes into run a's records.
func (c *Comparison) Only(a, b int) []int {
	var out []int
	for k, q := range c.Questions {
		if c.Outcomes[a][k] == 1 && c.Outcomes[b][k] == 0 {
			out = append(out, q[a])
		}
	}
	return out
}

// questionKey identifies a gold question across runs: its position (the
// interaction and the turn, a flat file's line number as a turn of one
// interaction), its database and its SQL with blanks collapsed. A run over
// Spider's dev.json and one over dev_gold.sql, or a BIRD run over dev.json
// and one over the gold SQL lines, therefore share their questions.
type questionKey struct {
	interaction, turn int
	db, gold          string
}

func keyOf(r *report.Record) questionKey {
	return questionKey{r.Interaction, r.Turn, r.DBID, strings.Join(strings.Fields(r.Gold), " ")}
}

// isBird tells whether a run holds BIRD records.
func isBird(records []report.Record) bool {
	for i := range records {
		if records[i].EX != nil {
			return true
		}
	}
	return false
}

// outcome is a record's binary verdict for the metric.
func outcome(r *report.Record, metric string) int {
	switch {
	case metric == Exact:
		return r.Exact
	case r.EX != nil:
		return *r.EX
	case r.Exec != nil && *r.Exec == 1:
		return 1
	}
	return 0
}

// Runs compares runs over the gold questions they share. A question is
// compared when every run holds it (same position, database and gold SQL)
// and scores it; the others are counted in Excluded. Statistics are per
// level (Spider's hardness, or BIRD's difficulty, of the first run's
// record) and overall, for every pair in the order of Pairs. It fails on
// fewer than two runs, on runs that share no question, on BIRD runs mixed
// with Spider ones, and on a metric a run was not scored on.
func Runs(runs []Run, metric string, opt Options) (*Comparison, error) {
	if len(runs) < 2 {
		return nil, fmt.Errorf("compare: %d runs, want two or more", len(runs))
	}
	if metric != Exact && metric != Exec {
		return nil, fmt.Errorf("compare: metric %q: want %s or %s", metric, Exact, Exec)
	}
	bird := isBird(runs[0].Records)
	for _, r := range runs {
		b := isBird(r.Records)
		switch {
		case b != bird:
			birdRun, other := runs[0].Name, r.Name
			if b {
				birdRun, other = other, birdRun
			}
			return nil, fmt.Errorf("compare: %s is a BIRD run and %s is not: compare runs of one benchmark", birdRun, other)
		case b && metric == Exact:
			return nil, fmt.Errorf("compare: %s is a BIRD run: BIRD runs are compared on execution (EX), not exact match", r.Name)
		case !b && metric == Exact && r.Etype == "exec":
			return nil, fmt.Errorf("compare: %s was scored on execution only: it has no exact match to compare", r.Name)
		case !b && metric == Exec && r.Etype == "match":
			return nil, fmt.Errorf("compare: %s was scored on exact match only: it has no execution to compare", r.Name)
		}
	}
	c := &Comparison{Metric: metric, Bird: bird, Outcomes: make([][]int, len(runs))}
	index := make([]map[questionKey]int, len(runs))
	all := map[questionKey]bool{}
	for m, r := range runs {
		index[m] = make(map[questionKey]int, len(r.Records))
		model := Model{Name: r.Name, Total: len(r.Records)}
		for i := range r.Records {
			k := keyOf(&r.Records[i])
			if _, dup := index[m][k]; !dup {
				index[m][k] = i
			}
			all[k] = true
			if !r.Records[i].Scored() {
				model.Unscored++
			}
		}
		c.Models = append(c.Models, model)
	}
	// The compared questions, in the first run's order.
	shared := 0
	var level []string
	for i := range runs[0].Records {
		first := &runs[0].Records[i]
		k := keyOf(first)
		if index[0][k] != i {
			continue // a duplicate key
		}
		at := make([]int, len(runs))
		everywhere, scored := true, true
		for m, r := range runs {
			j, ok := index[m][k]
			if !ok {
				everywhere = false
				break
			}
			at[m] = j
			scored = scored && r.Records[j].Scored()
		}
		if !everywhere {
			continue
		}
		shared++
		if !scored {
			continue
		}
		c.Questions = append(c.Questions, at)
		if bird {
			level = append(level, first.Difficulty)
		} else {
			level = append(level, first.Hardness)
		}
		for m, r := range runs {
			c.Outcomes[m] = append(c.Outcomes[m], outcome(&r.Records[at[m]], metric))
		}
	}
	if shared == 0 {
		return nil, fmt.Errorf("compare: %s and the other runs share no gold question (same position, database and SQL): compare runs over the same gold", runs[0].Name)
	}
	c.N, c.Excluded = len(c.Questions), len(all)-len(c.Questions)
	levels := Levels
	if bird {
		levels = BirdLevels
	}
	var err error
	if c.Levels, err = ByLevel(levels, level, c.Outcomes, opt); err != nil {
		return nil, fmt.Errorf("comparing: %w", err)
	}
	if metric == Exact {
		for m, r := range runs {
			common := make([]report.Record, len(c.Questions))
			interactions := 0
			for k, q := range c.Questions {
				common[k] = r.Records[q[m]]
				interactions = max(interactions, common[k].Interaction+1)
			}
			// Component scores do not depend on the reference's style.
			c.Models[m].Scores = report.Aggregate(common, interactions, "match", report.TestSuiteStyle)
		}
	}
	return c, nil
}
