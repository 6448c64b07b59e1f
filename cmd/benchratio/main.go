// Command benchratio reads `go test -bench` output on stdin, echoes it, and
// prints every benchmark's time as a ratio to a baseline measured in the
// same run.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"
)

func main() {
	base := flag.String("baseline", "BenchmarkBaselineInputs", "name prefix of the baseline benchmark")
	pairs := flag.String("pairs", "", "comma-separated NAME=BASELINE prefixes also compared with each other")
	flag.Parse()
	type result struct {
		name string
		ns   float64
	}
	var results []result
	var baseNs float64
	sc := bufio.NewScanner(os.Stdin)
	for sc.Scan() {
		line := sc.Text()
		fmt.Println(line)
		f := strings.Fields(line)
		if len(f) < 4 || !strings.HasPrefix(f[0], "Benchmark") || f[3] != "ns/op" {
			continue
		}
		ns, err := strconv.ParseFloat(f[2], 64)
		if err != nil {
			continue
		}
		results = append(results, result{f[0], ns})
		if strings.HasPrefix(f[0], *base) && baseNs == 0 {
			baseNs = ns
		}
	}
	if baseNs == 0 {
		fmt.Fprintf(os.Stderr, "benchratio: no %s result in the input\n", *base)
		os.Exit(1)
	}
	fmt.Printf("\n%-48s %14s %10s\n", "benchmark", "time/op", "× baseline")
	for _, r := range results {
		fmt.Printf("%-48s %12.2fms %10.2f\n", r.name, r.ns/1e6, r.ns/baseNs)
	}
	find := func(prefix string) float64 {
		for _, r := range results {
			if strings.HasPrefix(r.name, prefix) {
				return r.ns
			}
		}
		return 0
	}
	for _, p := range strings.Split(*pairs, ",") {
		name, baseline, ok := strings.Cut(p, "=")
		if !ok {
			continue
		}
		if a, b := find(name), find(baseline); a > 0 && b > 0 {
			fmt.Printf("%s is %.2f× %s\n", name, a/b, baseline)
		}
	}
}
