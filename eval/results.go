package eval

import (
	"fmt"

	"github.com/spidereval/spidereval/eval/dataset"
	"github.com/spidereval/spidereval/eval/report"
)

// Results is a finished evaluation.
type Results struct {
	Options      Options
	Records      []report.Record
	Interactions int
	Warnings     []dataset.Warning
	Scores       *report.Scores
	bird         *birdRun // set for --compat bird
}

// Progress is called after each example with the number done and the total.
type Progress func(done, total int)

// ShardRecords are the records of the shard's examples, in index order.
func (r *Results) ShardRecords(s *Shard) []report.Record {
	var out []report.Record
	for i := range r.Records {
		if s.Has(i) {
			out = append(out, r.Records[i])
		}
	}
	return out
}

// Merge puts a shard's records (as ShardRecords gave them, from another
// process's run of the same inputs) into r; Rescore scores r once all are
// in.
func (r *Results) Merge(s *Shard, records []report.Record) error {
	k := 0
	for i := range r.Records {
		if s.Has(i) {
			if k == len(records) {
				return fmt.Errorf("shard %d of %d: %d records for more examples", s.Index, s.Of, len(records))
			}
			r.Records[i] = records[k]
			k++
		}
	}
	if k != len(records) {
		return fmt.Errorf("shard %d of %d: %d records for %d examples", s.Index, s.Of, len(records), k)
	}
	return nil
}
