package extended

import (
	"fmt"

	"github.com/spidereval/spidereval/eval/schema"
	"github.com/spidereval/spidereval/eval/spiderql"
)

// ParseRejected reads a prediction the Spider grammar rejected: the lowered
// query and the extensions it needed, or KindReferenceQuirk alone when it
// needed none (only the reference's tokenizer or grammar refused it). The
// caller matches the query against its gold, as for any prediction.
func ParseRejected(pred string, s *schema.Schema, d spiderql.Dialect) (*spiderql.Query, []string, error) {
	q, kinds, err := Parse(pred, s, d)
	if err != nil {
		return nil, kinds, fmt.Errorf("prediction: %w", err)
	}
	if len(kinds) == 0 {
		kinds = []string{KindReferenceQuirk}
	}
	return q, kinds, nil
}
