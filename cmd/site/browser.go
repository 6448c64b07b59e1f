package main

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
)

// chromeEnv names a Chromium or Chrome binary to use instead of the one
// found on PATH (the variable Puppeteer and Lighthouse read).
const chromeEnv = "CHROME_PATH"

// browserNames are the names Chromium and Chrome are installed under, in
// the order they are looked for on PATH.
var browserNames = []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome"}

// findChromium returns the browser the tests and make bench-web drive:
// $CHROME_PATH when set, else the first of browserNames on PATH. The error
// says where it looked.
func findChromium() (string, error) {
	if p := os.Getenv(chromeEnv); p != "" {
		if _, err := os.Stat(p); err != nil {
			return "", fmt.Errorf("$%s=%s: %w", chromeEnv, p, err)
		}
		return p, nil
	}
	for _, n := range browserNames {
		if p, err := exec.LookPath(n); err == nil {
			return p, nil
		}
	}
	return "", errors.New("no Chromium or Chrome on PATH (looked for chromium, chromium-browser, google-chrome, chrome) and $" + chromeEnv + " is not set: install Debian's chromium, or set " + chromeEnv)
}

// runBrowser prints the browser findChromium finds, or fails saying why.
func runBrowser(args []string) error {
	if len(args) > 0 {
		return fmt.Errorf("browser takes no arguments\n%s", usage)
	}
	p, err := findChromium()
	if err != nil {
		return err
	}
	fmt.Println(p)
	return nil
}
