package protocol

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

// TestOldSpellingRead decodes messages as builds before the one key case
// wrote them, and checks that encoding writes the new keys only.
func TestOldSpellingRead(t *testing.T) {
	var reset Request
	if err := json.Unmarshal([]byte(`{"type":"reset","id":4,"keepRuns":true}`), &reset); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(reset, Request{Type: Reset, ID: 4, KeepRuns: true}) {
		t.Errorf("old reset read as %+v", reset)
	}
	var eval Request
	if err := json.Unmarshal([]byte(`{"type":"evaluate","id":5,"gold":"g.sql","pred":"p.sql","etype":"all","extractSql":true,"shard":{"index":1,"of":2}}`), &eval); err != nil {
		t.Fatal(err)
	}
	if !eval.ExtractSQL || eval.Gold != "g.sql" || eval.Pred != "p.sql" || eval.Shard == nil || *eval.Shard != (Shard{1, 2}) {
		t.Errorf("old evaluate read as %+v", eval)
	}
	var resp Response
	old := `{"type":"audited","id":6,"audit":{"gold":"g.sql","golds":3,"withFindings":2,"kinds":[],"findings":[],"tieUnchecked":1}}`
	if err := json.Unmarshal([]byte(old), &resp); err != nil {
		t.Fatal(err)
	}
	if a := resp.Audit; a == nil || a.Gold != "g.sql" || a.Golds != 3 || a.WithFindings != 2 || a.TieUnchecked != 1 {
		t.Errorf("old audit read as %+v", resp.Audit)
	}
	for _, v := range []any{eval, reset, resp} {
		b, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		for _, key := range []string{"extractSql", "keepRuns", "withFindings", "tieUnchecked"} {
			if strings.Contains(string(b), `"`+key+`"`) {
				t.Errorf("%s is written with the old key %s", b, key)
			}
		}
	}
	b, _ := json.Marshal(resp)
	var back Response
	if err := json.Unmarshal(b, &back); err != nil || !reflect.DeepEqual(back.Audit, resp.Audit) {
		t.Errorf("an audit does not survive its own round trip: %s", b)
	}
}
