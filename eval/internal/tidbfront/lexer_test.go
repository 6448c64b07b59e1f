package tidbfront

import "testing"

// TestTokenize checks token kinds and spans on tricky input.
func TestTokenize(t *testing.T) {
	src := "SELECT `a b`, [c], 'it''s', \"x\", 18_49_Rating, 1.5e3, .5 -- note\nFROM t WHERE a<>b||c /* c */ == 'open"
	want := []struct {
		kind Kind
		text string
	}{
		{Word, "SELECT"}, {Backtick, "`a b`"}, {Op, ","}, {Bracket, "[c]"}, {Op, ","},
		{String, "'it''s'"}, {Op, ","}, {String, `"x"`}, {Op, ","}, {Number, "18_49_Rating"},
		{Op, ","}, {Number, "1.5e3"}, {Op, ","}, {Number, ".5"}, {Word, "FROM"}, {Word, "t"},
		{Word, "WHERE"}, {Word, "a"}, {Op, "<>"}, {Word, "b"}, {Op, "||"}, {Word, "c"},
		{Op, "=="}, {String, "'open"},
	}
	got := Tokenize(src)
	if len(got) != len(want) {
		t.Fatalf("got %d tokens, want %d: %+v", len(got), len(want), got)
	}
	for i, w := range want {
		g := got[i]
		if g.Kind != w.kind || g.Text != w.text || src[g.Start:g.End] != g.Text {
			t.Errorf("token %d = %+v, want kind %d text %q", i, g, w.kind, w.text)
		}
	}
	if !got[len(got)-1].Unclosed {
		t.Error("unterminated string not marked unclosed")
	}
	if got[1].Name() != "a b" || got[3].Name() != "c" {
		t.Errorf("names = %q, %q", got[1].Name(), got[3].Name())
	}
}

// TestApplyEdits checks the offset map from rewritten text back to the original.
func TestApplyEdits(t *testing.T) {
	src := "SELECT rank FROM t WHERE x == 1"
	rw := ApplyEdits(src, []Edit{{7, 7, "`"}, {11, 11, "`"}, {27, 29, "="}})
	if rw.Text != "SELECT `rank` FROM t WHERE x = 1" {
		t.Fatalf("text = %q", rw.Text)
	}
	for out, orig := range map[int]int{0: 0, 7: 7, 8: 7, 12: 11, 13: 11, 14: 12, 29: 27, 31: 30, 32: 31, 99: len(src)} {
		if got := rw.OrigOffset(out); got != orig {
			t.Errorf("OrigOffset(%d) = %d, want %d", out, got, orig)
		}
	}
}
