package buildinfo

import (
	"os"
	"runtime/debug"
	"strings"
	"testing"
)

// TestFromBuild: the version a binary reports from its build information,
// with and without version-control stamping and a module version.
func TestFromBuild(t *testing.T) {
	for _, tc := range []struct {
		main     string
		settings map[string]string
		want     string
	}{
		{"(devel)", nil, Release + " (commit unknown: built without version-control stamping)"},
		{"", nil, Release + " (commit unknown: built without version-control stamping)"},
		{"v1.2.3", nil, "v1.2.3"},
		{"v0.0.0-20261126002800-bdc409c1234a", nil, Release + " (commit bdc409c1234a)"},
		{"v0.13.1-0.20261126002800-bdc409c1234a+dirty", nil, Release + " (commit bdc409c1234a, modified)"},
		{"(devel)", map[string]string{"vcs.revision": "bdc409c1234a5678", "vcs.modified": "true"}, Release + " (commit bdc409c1234a, modified)"},
		{"v0.0.0-20261126002800-bdc409c1234a", map[string]string{"vcs.revision": "0123456789abcdef", "vcs.modified": "false"}, Release + " (commit 0123456789ab)"},
	} {
		bi := &debug.BuildInfo{Main: debug.Module{Version: tc.main}}
		for k, v := range tc.settings {
			bi.Settings = append(bi.Settings, debug.BuildSetting{Key: k, Value: v})
		}
		if got := fromBuild(bi).String(); got != tc.want {
			t.Errorf("%s %v: %q, want %q", tc.main, tc.settings, got, tc.want)
		}
	}
}

// TestReleaseInFiles: CITATION.cff cites the release this tree builds,
// with the references it owes, and the Python wheel carries that release.
func TestReleaseInFiles(t *testing.T) {
	for _, f := range []struct {
		path string
		has  []string
	}{
		{"../../CITATION.cff", []string{"\nversion: " + Release + "\n", "Spider: A Large-Scale", "SParC:", "CoSQL:", "Distilled Test Suites",
			"Compositional Generalization in Text-to-SQL", "BIg Bench"}},
		{"../../cmd/spidereval/python/spidereval/__init__.py", []string{"\n__version__ = \"" + Release + "\"\n"}},
	} {
		data, err := os.ReadFile(f.path)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range f.has {
			if !strings.Contains(string(data), s) {
				t.Errorf("%s lacks %q (release %s)", f.path, s, Release)
			}
		}
	}
}
