// The templates of schedules/ (private): one function per file.
#pragma once

#include "ktune/schedule/Template.h"

namespace ktune::templates {

ScheduleTemplate matmul_cpu();

}  // namespace ktune::templates
