package eval_test

import (
	"context"
	"strings"
	"testing"

	"github.com/spidereval/spidereval/eval"
)

// TestKeepValueIsForScorers: a whole run refuses KeepValue (its numbers
// are the reference's).
func TestKeepValueIsForScorers(t *testing.T) {
	_, err := eval.Evaluate(context.Background(), eval.Inputs{}, eval.Options{KeepValue: true}, nil)
	if err == nil || !strings.Contains(err.Error(), "KeepValue") {
		t.Errorf("Evaluate with KeepValue: %v", err)
	}
}
