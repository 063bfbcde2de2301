/* Runs a model exported by `ktune export --model MODEL.onnx --out DIR --name model` on one
 * input and prints the five largest outputs (the top-5 classes of a classifier).
 *
 *   cc -O2 classify.c -I DIR DIR/libmodel.a -lm -lpthread -o classify
 *   ./classify INPUT.npy [--weights DIR/model.weights] [--expect EXPECTED.npy] [--save OUTPUT.npy]
 *
 * INPUT.npy holds the model's one float32 input (e.g. from numpy.save); --expect compares the
 * output with another run's (ktune run --model ... --output NAME=EXPECTED.npy) and fails when
 * the largest relative error is over 1e-4; --save writes the output as .npy. Plain C: libc,
 * libm and libpthread. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model.h"

/* Reads a little-endian float32 .npy of exactly `count` elements into a new array. */
static float *read_npy(const char *path, long count) {
  FILE *f = fopen(path, "rb");
  if (!f) {
    fprintf(stderr, "classify: cannot read %s\n", path);
    return NULL;
  }
  unsigned char magic[10];
  float *data = NULL;
  if (fread(magic, 1, 10, f) == 10 && memcmp(magic, "\x93NUMPY", 6) == 0) {
    long header = magic[6] == 1 ? magic[8] | (magic[9] << 8) : 0;
    if (magic[6] >= 2) {
      unsigned char extra[2];
      if (fread(extra, 1, 2, f) == 2) header = magic[8] | (magic[9] << 8) | (extra[0] << 16) | ((long)extra[1] << 24);
    }
    char *text = malloc((size_t)header + 1);
    if (text && fread(text, 1, (size_t)header, f) == (size_t)header) {
      text[header] = 0;
      if (strstr(text, "'<f4'") && strstr(text, "'fortran_order': False")) {
        data = malloc(sizeof(float) * (size_t)count);
        if (data && fread(data, sizeof(float), (size_t)count, f) != (size_t)count) {
          free(data);
          data = NULL;
        }
      }
    }
    free(text);
  }
  fclose(f);
  if (!data) fprintf(stderr, "classify: %s is not a float32 .npy of %ld elements\n", path, count);
  return data;
}

static int write_npy(const char *path, const float *data, long count) {
  FILE *f = fopen(path, "wb");
  if (!f) return 1;
  char header[128];
  int n = snprintf(header, sizeof header, "{'descr': '<f4', 'fortran_order': False, 'shape': (%ld,), }", count);
  int total = 10 + n + 1, pad = (64 - total % 64) % 64;
  unsigned short len = (unsigned short)(n + pad + 1);
  fwrite("\x93NUMPY\x01\x00", 1, 8, f);
  fputc(len & 0xff, f);
  fputc(len >> 8, f);
  fwrite(header, 1, (size_t)n, f);
  for (int i = 0; i < pad; ++i) fputc(' ', f);
  fputc('\n', f);
  fwrite(data, sizeof(float), (size_t)count, f);
  return fclose(f) != 0;
}

int main(int argc, char **argv) {
  const char *input_path = NULL, *weights = NULL, *expect = NULL, *save = NULL;
  for (int i = 1; i < argc; ++i) {
    if (!strcmp(argv[i], "--weights") && i + 1 < argc) {
      weights = argv[++i];
    } else if (!strcmp(argv[i], "--expect") && i + 1 < argc) {
      expect = argv[++i];
    } else if (!strcmp(argv[i], "--save") && i + 1 < argc) {
      save = argv[++i];
    } else {
      input_path = argv[i];
    }
  }
  if (!input_path) {
    fprintf(stderr, "usage: classify INPUT.npy [--weights FILE] [--expect EXPECTED.npy] [--save OUTPUT.npy]\n");
    return 2;
  }
  float *input = read_npy(input_path, MODEL_INPUT0_ELEMENTS);
  float *output = malloc(sizeof(float) * MODEL_OUTPUT0_ELEMENTS);
  if (!input || !output) return 2;
  model_model *m = model_create(weights);
  if (!m) {
    fprintf(stderr, "classify: %s\n", model_last_error());
    return 1;
  }
  const void *inputs[1] = {input};
  void *outputs[1] = {output};
  if (model_run(m, inputs, outputs) != 0) {
    fprintf(stderr, "classify: %s\n", model_last_error());
    return 1;
  }
  model_destroy(m);
  /* The five largest outputs. */
  int top[5] = {-1, -1, -1, -1, -1};
  for (int i = 0; i < MODEL_OUTPUT0_ELEMENTS; ++i) {
    for (int r = 0; r < 5; ++r) {
      if (top[r] < 0 || output[i] > output[top[r]]) {
        memmove(&top[r + 1], &top[r], sizeof(int) * (size_t)(4 - r));
        top[r] = i;
        break;
      }
    }
  }
  printf("%s: top-5 of %s\n", input_path, MODEL_OUTPUT0_NAME);
  for (int r = 0; r < 5 && top[r] >= 0; ++r) printf("  %d  class %d  %.6f\n", r + 1, top[r], output[top[r]]);
  int status = 0;
  if (save && write_npy(save, output, MODEL_OUTPUT0_ELEMENTS) != 0) {
    fprintf(stderr, "classify: cannot write %s\n", save);
    status = 1;
  }
  if (expect) {
    float *want = read_npy(expect, MODEL_OUTPUT0_ELEMENTS);
    if (!want) return 1;
    double scale = 0, worst = 0;
    for (long i = 0; i < MODEL_OUTPUT0_ELEMENTS; ++i) scale = fmax(scale, fabs(want[i]));
    for (long i = 0; i < MODEL_OUTPUT0_ELEMENTS; ++i) worst = fmax(worst, fabs(output[i] - want[i]));
    double rel = worst / (scale > 1e-30 ? scale : 1e-30);
    printf("max relative error against %s: %.3g\n", expect, rel);
    if (!(rel <= 1e-4)) status = 1;
    free(want);
  }
  free(input);
  free(output);
  return status;
}
